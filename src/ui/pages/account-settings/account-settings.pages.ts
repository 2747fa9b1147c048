/** The lazy chunk of /users/edit and /users/editPassword. */
export { PasswordEditPage } from './password-edit.page';
export { ProfileEditPage } from './profile-edit.page';
