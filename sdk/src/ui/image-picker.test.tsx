import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ALBUM_MAX_IMAGES } from '../config';
import { ImagePicker } from './image-picker';
import { mount } from './test-utils';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Sets the input's files and fires change, as a pick in the system dialog does. */
function pick(input: HTMLInputElement, count: number) {
  const files = Array.from({ length: count }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return files;
}

describe('ImagePicker', () => {
  test('a labelled multiple file input for images, styled by its own sheet', () => {
    const h = mount(
      <ImagePicker label="Send pictures" onPick={() => undefined}>
        +
      </ImagePicker>,
    );
    const input = h.getByLabel('Send pictures');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    expect(h.unstyled()).toEqual([]);
  });

  test('hands over at most 9 files and says how many were left out', () => {
    const onPick = vi.fn();
    const h = mount(
      <ImagePicker label="Pick" onPick={onPick}>
        +
      </ImagePicker>,
    );
    const files = pick(h.getByLabel('Pick'), 11);
    expect(onPick).toHaveBeenCalledWith(files.slice(0, ALBUM_MAX_IMAGES), 2);
    pick(h.getByLabel('Pick'), 0);
    expect(onPick).toHaveBeenCalledTimes(1); // a cancelled pick is nothing
  });

  test('disabled: the input is disabled and looks it', () => {
    const h = mount(
      <ImagePicker label="Pick" onPick={() => undefined} disabled max={1}>
        +
      </ImagePicker>,
    );
    expect(h.getByLabel('Pick').disabled).toBe(true);
    expect(h.getByLabel('Pick').multiple).toBe(false);
    expect(h.container.querySelector('.mp-pick--off')).not.toBeNull();
  });
});
