/** SPEC §7 /api/signup/*, /api/clientSignUpOnboardUser and /api/trial/accept (public sign-up calls). */
export const signupContract = {} as const;
