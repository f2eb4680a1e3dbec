/**
 * The icons of the loading, empty and error states (ui/states.tsx), by name: a lazy chunk that a
 * state starts fetching when it shows (Loading does, so it is in before the answer), since no
 * state is drawn before a page has its data but a sign-in prompt, whose disc waits for its glyph.
 */
export { default as circleAlert } from './icons/circle-alert';
export { default as clipboardList } from './icons/clipboard-list';
export { default as inbox } from './icons/inbox';
export { default as logIn } from './icons/log-in';
export { default as messageCircle } from './icons/message-circle';
