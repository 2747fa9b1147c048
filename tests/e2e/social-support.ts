/** Failed sign-ins per account the e2e server allows (tests/e2e/serve.ts); one journey reaches it. */
export const E2E_SIGN_IN_ACCOUNT_LIMIT = 5;
