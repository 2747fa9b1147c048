import { useLocation, useSearch } from 'wouter';

/** Path plus query string, the form /signIn expects as its origin state. */
export const useCurrentPath = (): string => {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
};
