/** The chrome rules live in the domain, where the server's first-screen shell reads them too. */
export * from '../../domain/route-chrome';
