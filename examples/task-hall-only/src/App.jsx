// The partner's page: its own header and pitch, and the marketplace's task hall alone in a
// panel (`entry: 'taskHall'`), through the SDK's React adapter, which adopts the hall boot.js
// mounted before React loaded. The frame (header, panel, footer) is in index.html: React
// renders the pitch in its root and the header and the hall through portals into that frame.
import { Marketplace } from '@marketplace/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { earlyHall } from './boot.js';
import { hallOptions, LANGUAGES, saveLocale, startingLocale } from './hall.js';

const HALL = '/pages/taskCentered/taskCentered';
const LOADING = 'Loading the task hall…';

/** What the host says about the widget's current page, from its `navigate` events. */
function describe({ path, query }) {
  if (path === HALL) return 'Browsing open tasks';
  if (path === '/pages/orderDetail/orderDetail') return `Reading task #${query.id}`;
  if (path === '/pages/loginView/loginView') return 'Signing in';
  if (path === '/pages/deliverOrder/deliverOrder') return 'Posting a task';
  return 'In the task hall';
}

export function App() {
  const hall = useRef(null);
  const [locale, setLocale] = useState(startingLocale);
  const [status, setStatus] = useState(LOADING);
  const [signedIn, setSignedIn] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);

  function onReady() {
    // the hall is the first page; `navigate` reports the pages opened after it
    document.body.dataset.hall = 'ready';
    setStatus((now) => (now === LOADING ? describe({ path: HALL, query: {} }) : now));
  }

  // The adopted hall may have been ready before React subscribed to its events.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the early mount
  useEffect(() => earlyHall.whenReady(onReady), []);

  function onEvent(name, payload) {
    if (name === 'ready') onReady();
    if (name === 'navigate') setStatus(describe(payload));
    if (name === 'authRequired') setAskSignIn(true);
    if (name === 'login') {
      setSignedIn(true);
      setAskSignIn(false);
    }
    if (name === 'logout') setSignedIn(false);
    if (name === 'error') console.warn('[task hall]', payload.kind, payload.message);
  }

  function changeLocale(value) {
    saveLocale(value);
    document.documentElement.lang = value;
    setLocale(value); // the adapter applies it with update(): no remount, nothing lost
  }

  return (
    <>
      {createPortal(
        <>
          <a className="brand" href="/">
            <span className="brand-mark" aria-hidden="true">
              HS
            </span>
            Handy Street
          </a>
          <nav className="masthead-nav" aria-label="Site">
            <a href="#how">How it works</a>
            <a href="#promise">Our promise</a>
            <span className="account">{signedIn ? 'Signed in' : 'Guest'}</span>
            <label className="language">
              <span>Language</span>
              <select value={locale} onChange={(event) => changeLocale(event.target.value)}>
                {LANGUAGES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </nav>
        </>,
        document.getElementById('masthead'),
      )}

      <h1>Odd jobs, done by neighbours</h1>
      <p className="lede">
        Shelves to hang, a sofa to carry, a lesson for Saturday morning: the tasks on the right are posted by
        people on your street. Open one to read it, then offer to help.
      </p>
      <p className="widget-status" role="status" aria-label="Task hall status">
        {status}
      </p>
      {askSignIn && (
        <div className="notice" role="alert">
          <p>
            <strong>Sign in to take a task.</strong> Your neighbours see who offers to help.
          </p>
          <button
            type="button"
            onClick={() => {
              setAskSignIn(false);
              // back to the hall once signed in
              hall.current?.navigate('loginView', { redirect: HALL });
            }}
          >
            Sign in with your phone
          </button>
        </div>
      )}
      <button type="button" className="post" onClick={() => hall.current?.navigate('deliverOrder')}>
        Post a task of your own
      </button>

      <h2 id="how">How it works</h2>
      <ol className="steps">
        <li>Pick a task near you and agree on the price.</li>
        <li>The poster pays into escrow; you see the exact address.</li>
        <li>Do the job, mark it delivered, get paid when it is confirmed.</li>
      </ol>
      <h2 id="promise">Our promise</h2>
      <p>Every task is checked for scams and contact details before it reaches the hall.</p>
      {createPortal(
        <Marketplace
          className="hall-frame"
          adopt={earlyHall.mount}
          {...hallOptions}
          locale={locale}
          onHandle={(handle) => {
            hall.current = handle;
          }}
          onEvent={onEvent}
        />,
        document.getElementById('hall-panel'),
      )}
    </>
  );
}
