/**
 * The hook-free part of ./preact, for the core (mount, shell, page view, tab bar). Importing
 * ./preact brings preact/hooks along, whose module installs itself into preact's options as it
 * loads, so no bundler can leave it out; the core imports from here instead, and the hooks come
 * with the first screen.
 */

export type { ComponentChildren, ComponentType, FunctionComponent, JSX, VNode } from 'preact';
export { Component, createContext, Fragment, h, render } from 'preact';
