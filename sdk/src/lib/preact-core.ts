/**
 * The framework without hooks: what the core (the shell, the page view, the mount) uses. The
 * core writes its few components as classes, so Preact's hooks add-on (which patches Preact
 * when it loads) ships with the lazy screens and kit, not in the core. Everything else imports
 * from ./preact.ts, which re-exports this plus the hooks.
 */

export type { ComponentChildren, ComponentType, FunctionComponent, JSX, VNode } from 'preact';
export { Component, createContext, Fragment, h, render } from 'preact';
