/**
 * Component tests wait for the state they need (`findBy…`, `waitFor`), never for a clock; on a busy
 * two-core machine the library's default cap of 1 s is too short for the first render of a page on
 * the fake backend, so the cap is raised. A test that never reaches its state still fails.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}
export {};
