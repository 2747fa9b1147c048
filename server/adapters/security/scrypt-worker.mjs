// One password hash on a worker thread of the hashing pool (hash-pool.ts, piscina). Plain JavaScript, so
// the sources (tsx), the server bundle and the tests load the same file.
import { scryptSync } from 'node:crypto';

export default ({ password, salt, keyLength, options }) => scryptSync(password, salt, keyLength, options);
