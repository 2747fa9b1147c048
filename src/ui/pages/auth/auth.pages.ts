/**
 * The lazy chunk of the sign-in pages (/signIn, /signUp, /oauth, /onboarding, /password/forgot,
 * /password/reset, /loginFailure): small pages that share their form pieces, loaded together. One chunk
 * instead of seven keeps seven hashed file names out of the first page's JavaScript.
 */
export { LoginFailurePage } from '../login-failure.page';
export { OAuthPage } from './oauth.page';
export { OnboardingPage } from './onboarding.page';
export { PasswordForgotPage } from './password-forgot.page';
export { PasswordResetPage } from './password-reset.page';
export { SignInPage } from './sign-in.page';
export { SignUpPage } from './sign-up.page';
