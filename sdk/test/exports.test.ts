import { expect, test } from 'vitest';
import * as element from '../src/element/index';
import * as sdk from '../src/index';
import * as react from '../src/react';

test('the public surface is mountMarketplace and nothing else', () => {
  expect(Object.keys(sdk).sort()).toEqual(['mountMarketplace']);
  expect(sdk.mountMarketplace).toBeTypeOf('function');
});

test('the React adapter exports the Marketplace component only', () => {
  expect(Object.keys(react).sort()).toEqual(['Marketplace']);
});

test('the element entry exports the <marketplace-view> class only, and defines it', () => {
  expect(Object.keys(element).sort()).toEqual(['MarketplaceViewElement']);
  expect(customElements.get('marketplace-view')).toBe(element.MarketplaceViewElement);
});
