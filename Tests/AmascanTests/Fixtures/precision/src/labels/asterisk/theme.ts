export const danger = '#c0392b';
