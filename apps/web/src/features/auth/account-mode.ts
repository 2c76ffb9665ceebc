/** SPEC §2: each account screen works by e-mail or by phone (area code + number). */
export type TAccountMode = 'email' | 'phone';
