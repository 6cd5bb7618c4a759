import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './router.tsx';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${type} ${JSON.stringify(location.state)}`}
    </output>
  );
}

function Layout() {
  return (
    <div>
      <p>layout</p>
      <Outlet />
    </div>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ tab: 'two' }, { replace: true })}>
      tab {params.get('tab') ?? 'none'}
    </button>
  );
}

function app(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<Layout />}>
          <Route index element={<p>home</p>} />
          <Route path="/faq" element={<p>faq</p>} />
          <Route path="/tabs" element={<Tabs />} />
          <Route
            path="/old"
            element={<Navigate to="/faq?from=old" replace state={{ moved: 1 }} />}
          />
          <Route path="*" element={<p>anything else</p>} />
        </Route>
      </Routes>
      <nav>
        <Link to="/faq" state={{ via: 'link' }}>
          to faq
        </Link>
        <NavLink to="/faq" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          faq tab
        </NavLink>
        <Link to="/faq" target="_blank">
          new tab
        </Link>
      </nav>
      <Back />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('the app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the index route in its layout, and a named route before the * route', () => {
    app('/');
    expect(screen.getByText('layout')).toBeTruthy();
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByText('anything else')).toBeNull();
  });

  it('matches ignoring case and a trailing slash; anything unknown goes to the * route', () => {
    const { unmount } = app('/FAQ/');
    expect(screen.getByText('faq')).toBeTruthy();
    unmount();
    app('/faq/more');
    expect(screen.getByText('anything else')).toBeTruthy();
  });

  it('follows a link with its state, marks the current page, and goes back', async () => {
    const user = userEvent.setup();
    app('/');
    expect(screen.getByText('faq tab').className).toBe('off');
    expect(screen.getByText('faq tab').getAttribute('aria-current')).toBeNull();
    await user.click(screen.getByText('to faq'));
    expect(screen.getByText('faq')).toBeTruthy();
    expect(where()).toBe('/faq PUSH {"via":"link"}');
    expect(screen.getByText('faq tab').className).toBe('on');
    expect(screen.getByText('faq tab').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByText('back'));
    expect(screen.getByText('home')).toBeTruthy();
    expect(where()).toBe('/ POP null');
  });

  it('leaves a link opened in a new tab or with a modifier key to the browser', async () => {
    const user = userEvent.setup();
    app('/');
    // After React's handler: was the browser's own navigation left alone? (Then stop it here.)
    const leftToBrowser: boolean[] = [];
    const stop = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      expect(screen.getByText('new tab').getAttribute('href')).toBe('/faq');
      await user.click(screen.getByText('new tab'));
      await user.keyboard('{Control>}');
      await user.click(screen.getByText('to faq'));
      await user.keyboard('{/Control}');
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByText('home')).toBeTruthy();
    expect(where()).toBe('/ POP null');
  });

  it('redirects with Navigate, replacing the entry and passing its state', () => {
    app('/old');
    expect(screen.getByText('faq')).toBeTruthy();
    expect(where()).toBe('/faq?from=old REPLACE {"moved":1}');
  });

  it('reads and replaces the query with useSearchParams', async () => {
    const user = userEvent.setup();
    app('/tabs?tab=one');
    await user.click(screen.getByText('tab one'));
    expect(screen.getByText('tab two')).toBeTruthy();
    expect(where()).toBe('/tabs?tab=two REPLACE null');
  });

  it("drives the browser's history: push and replace, and back with popstate", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/faq" element={<p>faq</p>} />
        </Routes>
        <Link to="/faq#q2" state={{ a: 1 }}>
          to faq
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const length = window.history.length;
    await user.click(screen.getByText('to faq'));
    expect(window.location.pathname + window.location.hash).toBe('/faq#q2');
    expect(window.history.length).toBe(length + 1);
    expect(where()).toBe('/faq#q2 PUSH {"a":1}');
    // The same link again replaces the entry instead of stacking a copy.
    await user.click(screen.getByText('to faq'));
    expect(window.history.length).toBe(length + 1);
    expect(where()).toBe('/faq#q2 REPLACE {"a":1}');

    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('home')).toBeTruthy();
    expect(where()).toBe('/ POP null');
  });
});
