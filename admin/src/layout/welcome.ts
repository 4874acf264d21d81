/** Set by the first screen's login (main.tsx), read once by WelcomeNotice inside the app. */
export const WELCOME_KEY = 'instituto.welcome';
