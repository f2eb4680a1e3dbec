import { afterEach, describe, expect, test, vi } from 'vitest';
import { pageSheet } from '../app/page-base';
import type { Sheet } from '../app/sheets';
import { shellSheet } from '../app/styles';
import { CODE_COUNTDOWN_S, DATE_PICKER_YEARS, LONG_PRESS_MS, TEXT_MAX_LENGTH } from '../config';
import { useState } from '../lib/preact';
import { Button } from './button';
import { Cell } from './cell';
import { copyText } from './copy-text';
import { CountdownButton } from './countdown-button';
import { Field, Textarea } from './field';
import { LoadMoreList } from './load-more-list';
import { NavBar } from './nav-bar';
import { clampDate, clampTime, DatePicker, defaultDateRange, TimePicker } from './pickers';
import { Dialog, Popup } from './popup';
import { EmptyState, ErrorState, Loading } from './states';
import { flush, mount } from './test-utils';
import { useLongPress } from './use-long-press';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function Form() {
  const [v, setV] = useState('');
  const [a, setA] = useState('hi');
  return (
    <>
      <Field label="Phone" value={v} onInput={setV} error={v === 'x' ? 'Bad phone' : null} />
      <Textarea label="Note" value={a} onInput={setA} />
    </>
  );
}

function CountdownDemo({ onClick }: { onClick: () => void }) {
  const [start, setStart] = useState(0);
  return (
    <>
      <CountdownButton start={start} onClick={onClick} />
      <button type="button" onClick={() => setStart(Date.now())}>
        sent
      </button>
    </>
  );
}

function PressDemo({ onLong }: { onLong: () => void }) {
  return <p {...useLongPress(onLong)}>hold</p>;
}

describe('NavBar', () => {
  test('hides the back button on the bottom page', () => {
    const h = mount(<NavBar title="Home" />);
    expect(h.getByText('Home').tagName).toBe('H1');
    expect(h.container.querySelector('button')).toBeNull();
  });

  test('goes back from a page above another, and shows the right slot', async () => {
    const h = mount(<NavBar title="About" right={<span>R</span>} />, {
      route: 'aboutUs',
      below: ['homeView'],
    });
    await h.click(h.getButton('Back'));
    expect(h.router.navigateBack).toHaveBeenCalledOnce();
    expect(h.getByText('R')).toBeTruthy();
  });
});

describe('Button and Cell', () => {
  test('a loading button is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const h = mount(
      <Button variant="primary" loading onClick={onClick}>
        Save
      </Button>,
    );
    const b = h.getButton('Save');
    expect(b.disabled).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.className).toContain('mp-btn--primary');
  });

  test('a clickable cell is a button with an arrow', async () => {
    const onClick = vi.fn();
    const h = mount(<Cell label="Wallet" value="3" onClick={onClick} />);
    const b = h.container.querySelector('button.mp-cell') as HTMLButtonElement;
    expect(b.querySelector('.mp-cell__arrow')).not.toBeNull();
    await h.click(b);
    expect(onClick).toHaveBeenCalledOnce();
    expect(mount(<Cell label="Plain" />).container.querySelector('button')).toBeNull();
  });
});

describe('Field and Textarea', () => {
  test('labels the input, links the error and caps the length at 140', async () => {
    const h = mount(<Form />);
    const input = h.getByLabel('Phone');
    expect(input.maxLength).toBe(TEXT_MAX_LENGTH);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await h.type(input, 'x');
    const error = h.getByText('Bad phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  test('counts textarea characters against 140', async () => {
    const h = mount(<Form />);
    const area = h.getByLabel<HTMLTextAreaElement>('Note');
    expect(h.getByText(`2/${TEXT_MAX_LENGTH}`)).toBeTruthy();
    await h.type(area, 'hello');
    expect(h.getByText(`5/${TEXT_MAX_LENGTH}`).id).toBe(area.getAttribute('aria-describedby'));
  });
});

describe('Popup and Dialog', () => {
  test('is a modal dialog that takes focus, wraps Tab and closes on Escape', async () => {
    const onClose = vi.fn();
    const h = mount(
      <Popup open title="Pick" onClose={onClose}>
        <button type="button">One</button>
        <button type="button">Two</button>
      </Popup>,
    );
    const dialog = h.container.querySelector('[role=dialog]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(h.getByText('Pick').id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(document.activeElement?.textContent).toBe('One');
    h.getButton('Two').focus();
    await h.key(dialog, 'Tab');
    expect(document.activeElement?.textContent).toBe('One');
    await h.key(dialog, 'Tab', { shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Two');
    await h.key(dialog, 'Escape');
    expect(onClose).toHaveBeenCalledOnce();
    await h.click(h.getButton('Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('renders nothing when closed', () => {
    const h = mount(
      <Popup open={false} label="x" onClose={() => {}}>
        <p>hidden</p>
      </Popup>,
    );
    expect(h.text()).toBe('');
  });

  test('a dialog confirms and cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const h = mount(
      <Dialog open title="Log out?" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await h.click(h.getButton('Confirm'));
    await h.click(h.getButton('Cancel'));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('pickers', () => {
  test('clamp dates and times between their bounds', () => {
    expect(clampDate('2024-02-31', '2000-01-01', '2030-12-31')).toBe('2024-02-29');
    expect(clampDate('1990-05-05', '2000-01-01', '2030-12-31')).toBe('2000-01-01');
    expect(clampDate('2040-05-05', '2000-01-01', '2030-06-30')).toBe('2030-06-30');
    expect(clampDate('junk', '2000-01-01', '2030-12-31')).toBe('2000-01-01');
    expect(clampTime('25:70')).toBe('23:59');
    expect(clampTime('-1:-5')).toBe('00:00');
    expect(clampTime('08:30', '09:00', '18:00')).toBe('09:00');
    expect(clampTime('19:00', '09:00', '18:00')).toBe('18:00');
  });

  test('the default date range is 150 years either side of this year', () => {
    expect(DATE_PICKER_YEARS).toBe(150);
    expect(defaultDateRange(new Date(2026, 5, 1))).toEqual({ start: '1876-01-01', end: '2176-12-31' });
  });

  test('a date picker offers years in range and clamps a change', async () => {
    const onChange = vi.fn();
    const h = mount(
      <DatePicker label="Date" value="2026-03-31" start="2026-01-15" end="2027-02-20" onChange={onChange} />,
    );
    const year = h.getByLabel<HTMLSelectElement>('Year');
    expect(Array.from(year.options).map((o) => o.value)).toEqual(['2026', '2027']);
    const month = h.getByLabel<HTMLSelectElement>('Month');
    month.value = '2';
    month.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    year.value = '2027';
    year.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenLastCalledWith('2027-02-20');
  });

  test('a time picker lists 00-23 and 00-59', () => {
    const h = mount(<TimePicker label="Time" value="09:05" onChange={() => {}} />);
    const hours = h.getByLabel<HTMLSelectElement>('Hour');
    const minutes = h.getByLabel<HTMLSelectElement>('Minute');
    expect(hours.options.length).toBe(24);
    expect(hours.options[0]?.textContent).toBe('00');
    expect(minutes.options.length).toBe(60);
    expect(minutes.options[59]?.textContent).toBe('59');
    expect(minutes.value).toBe('5');
  });
});

describe('CountdownButton', () => {
  test('counts 60 s down only when told, then enables again', async () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const h = mount(<CountdownDemo onClick={onClick} />);
    await h.click(h.getButton('Get code'));
    expect(onClick).toHaveBeenCalledOnce();
    expect(h.getButton('Get code').disabled).toBe(false); // a click alone does not start it
    await h.click(h.getButton('sent'));
    expect(h.getButton(`Resend in ${CODE_COUNTDOWN_S}s`).disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(h.text()).toContain(`Resend in ${CODE_COUNTDOWN_S - 1}s`);
    await vi.advanceTimersByTimeAsync((CODE_COUNTDOWN_S - 1) * 1000);
    await flush();
    expect(h.getButton('Get code').disabled).toBe(false);
  });
});

describe('LoadMoreList', () => {
  const pages = (n: number) => (page: number) =>
    Promise.resolve({ list: [`item ${page}`], has_more: page < n });

  test('loads page 1, then the next page on "load more", then says no more', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(pages(2));
    const h = mount(<LoadMoreList load={load} render={(s: string) => <span>{s}</span>} />);
    await flush();
    expect(load).toHaveBeenCalledWith(1);
    expect(h.getByText('item 1')).toBeTruthy();
    await h.click(h.getButton('load more'));
    expect(load).toHaveBeenLastCalledWith(2);
    expect(h.getByText('item 2')).toBeTruthy();
    expect(h.getByText('no more')).toBeTruthy();
  });

  test('loads the next page when the footer scrolls into view', async () => {
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof seen) {
          seen = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(pages(3));
    const h = mount(<LoadMoreList load={load} render={(s: string) => <span>{s}</span>} />);
    await flush();
    seen([{ isIntersecting: true }]);
    await flush();
    expect(load).toHaveBeenLastCalledWith(2);
    expect(h.getByText('item 2')).toBeTruthy();
  });

  test('shows empty, and errors with a retry that keeps loaded items', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const empty = mount(
      <LoadMoreList load={async () => ({ list: [], has_more: false })} render={() => null} />,
    );
    await flush();
    expect(empty.text()).toBe('Nothing here yet');

    let fail = true;
    const load = vi.fn(async (page: number) => {
      if (page === 2 && fail) throw new Error('Network Error');
      return { list: [`item ${page}`], has_more: page < 2 };
    });
    const h = mount(<LoadMoreList load={load} render={(s: string) => <span>{s}</span>} />);
    await flush();
    await h.click(h.getButton('load more'));
    expect(h.text()).toContain('Network Error');
    expect(h.getByText('item 1')).toBeTruthy();
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.getByText('item 2')).toBeTruthy();
  });

  test('a failed first page offers a retry', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    let calls = 0;
    const h = mount(
      <LoadMoreList
        load={async () => {
          if (!calls++) throw new Error('timeout of 30000 ms exceeded');
          return { list: ['ok'], has_more: false };
        }}
        render={(s: string) => <span>{s}</span>}
      />,
    );
    await flush();
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('timeout of 30000 ms exceeded');
    await h.click(h.getButton('Retry'));
    expect(h.getByText('ok')).toBeTruthy();
  });
});

describe('copyText', () => {
  const inst = () => {
    const toasts: string[] = [];
    return { toasts, toast: (s: string) => toasts.push(s), i18n: { t: (k: string) => k } };
  };

  test('uses the clipboard API and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const n = inst();
    expect(await copyText('abc', n)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(n.toasts).toEqual(['copyText.copied']);
  });

  test('falls back to a textarea, and reports a failure', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    const n = inst();
    expect(await copyText('abc', n, 'homeView.linkCopied')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    exec.mockReturnValue(false);
    expect(await copyText('abc', n)).toBe(false);
    expect(n.toasts).toEqual(['homeView.linkCopied', 'copyText.failed']);
  });
});

describe('useLongPress', () => {
  test('fires after 350 ms held, not on a short tap', async () => {
    vi.useFakeTimers();
    const onLong = vi.fn();
    const h = mount(<PressDemo onLong={onLong} />);
    const p = h.getByText('hold');
    p.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    p.dispatchEvent(new Event('pointerup'));
    vi.advanceTimersByTime(1000);
    expect(onLong).not.toHaveBeenCalled();
    p.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLong).toHaveBeenCalledOnce();
  });
});

test('ErrorState shows the message and retries', async () => {
  const retry = vi.fn();
  const h = mount(<ErrorState message="Network Error" onRetry={retry} />);
  expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network Error');
  await h.click(h.getButton('Retry'));
  expect(retry).toHaveBeenCalledOnce();
});

describe('styles', () => {
  test('every class a kit component draws is in the sheets it adds', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const renders = [
      <NavBar key="nav" title="About" right={<button type="button" class="mp-icon-btn" />} />,
      <Button key="b1" variant="primary" loading block>
        Save
      </Button>,
      <Button key="b2" variant="danger">
        Delete
      </Button>,
      <Cell key="c1" label="Wallet" value="3" onClick={() => undefined} />,
      <Form key="form" />,
      <Popup key="popup" open title="Pick" onClose={() => undefined}>
        x
      </Popup>,
      <Dialog key="dialog" open title="Sure?" message="Really" onConfirm={vi.fn()} onCancel={vi.fn()} />,
      <DatePicker key="date" label="Date" value="2024-02-03" onChange={vi.fn()} />,
      <TimePicker key="time" label="Time" value="10:30" onChange={vi.fn()} />,
      <CountdownDemo key="count" onClick={vi.fn()} />,
      <Loading key="loading" />,
      <EmptyState key="empty" />,
      <ErrorState key="error" onRetry={vi.fn()} />,
      <LoadMoreList
        key="list"
        load={async () => ({ list: [1, 2], has_more: true })}
        render={(n) => <span>{n}</span>}
      />,
    ];
    for (const ui of renders) {
      const h = mount(ui, { route: 'aboutUs', below: ['homeView'] });
      await flush();
      if (ui.key === 'form') await h.type(h.getByLabel('Phone'), 'x');
      expect({ ui: ui.key, unstyled: h.unstyled() }).toEqual({ ui: ui.key, unstyled: [] });
      expect(h.container.querySelector('style')).toBeNull(); // sheets go to the shadow root
    }
  });

  test('a sheet is added after the sheet it overrides, once', () => {
    const h = mount(
      <>
        <CountdownButton start={0} onClick={vi.fn()} />
        <Loading />
        <Button>Again</Button>
      </>,
    );
    expect([...h.sheets.keys()]).toEqual(['button', 'countdown-button', 'states']);
  });

  test('every class the kit and the screens write is styled, themed only through --mp-*', () => {
    // @ts-expect-error ImportMeta.glob is declared by vite/client only
    const sources: Record<string, string> = import.meta.glob(
      ['./**/*.tsx', '../screens/**/*.tsx', '!**/*.test.tsx'],
      { query: '?raw', import: 'default', eager: true },
    );
    // @ts-expect-error ImportMeta.glob is declared by vite/client only
    const modules: Record<string, Record<string, unknown>> = import.meta.glob(
      ['./**/*.tsx', './**/styles.ts', '../screens/**/styles.ts', '!**/*.test.tsx'],
      { eager: true },
    );
    const sheets = [shellSheet, pageSheet, ...Object.values(modules).flatMap((m) => Object.values(m))].filter(
      (v): v is Sheet => typeof v === 'object' && v !== null && 'css' in v && 'id' in v,
    );
    const ids = sheets.map((sheet) => sheet.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['shell', 'button', 'states', 'cell', 'field', 'homeView']));
    const css = sheets.map((sheet) => sheet.css).join('');
    const vars = css.match(/var\(--[\w-]+/g) ?? [];
    expect(vars.length).toBeGreaterThan(20);
    expect(vars.every((v) => v.startsWith('var(--mp-'))).toBe(true);

    const uids = /^mp-[dfpt]$/; // useUid prefixes, not classes
    const unstyled = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const [cls] of text.matchAll(/(?<![\w-])mp-[a-z0-9_-]*[a-z0-9]/g)) {
        if (!uids.test(cls) && !new RegExp(`\\.${cls}(?![\\w-])`).test(css)) unstyled.add(cls);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(8);
    expect([...unstyled]).toEqual([]);
  });
});
