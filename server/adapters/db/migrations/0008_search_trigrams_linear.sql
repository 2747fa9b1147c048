-- content_trigrams in linear time. The first version took substr(c, i, 3) for every position i of a run,
-- and substr walks a multibyte text from its start, so one long word cost the square of its length (a
-- post of one 50,000-character word took minutes to index and held the database meanwhile). The three
-- passes of non-overlapping '...' matches, starting at offsets 1, 2 and 3, give every trigram once per
-- position: the same set, sorted the same way by array_agg(DISTINCT), so the index built on the old
-- function stays valid.
CREATE OR REPLACE FUNCTION content_trigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT m[1]), '{}'::text[])
  FROM regexp_split_to_table(lower(t), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+') AS c,
    generate_series(1, 3) AS s,
    regexp_matches(substr(c, s), '...', 'g') AS m
$$;
