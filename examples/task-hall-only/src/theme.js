// The hall's brand tokens, for the widget (hall.js) and for its first paint (server.mjs).
export const theme = { '--mp-primary': '#0f766e', '--mp-radius': '12px' };
