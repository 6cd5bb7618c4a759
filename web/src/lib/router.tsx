import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The app's router: the part of React Router's declarative API the app uses (BrowserRouter,
 * MemoryRouter, Routes, Route, Outlet, Link, NavLink, Navigate, useNavigate, useLocation,
 * useSearchParams, useNavigationType), with React Router's behaviour, in some 2 KB instead of
 * its 14 KB on every first visit. Every path of the app is absolute and has no parameters;
 * matching ignores case and a trailing slash, and a `*` route loses to any other that matches.
 * Navigations commit at once (no transition), so leaving a page on sign-out is synchronous.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  type: NavigationType;
}

interface RouterContextValue extends RouterState {
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterContextValue | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook or link is used outside a router');
  return router;
}

let lastKey = 0;
const newKey = () => (++lastKey).toString(36);

/** `to` resolved against the current location; only its path, query and hash (same origin). */
function resolve(to: string, from: Location, state: unknown, key: string): Location {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key };
}

export const createPath = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${l.pathname}${l.search}${l.hash}`;

/** The router state and its navigate function, over the browser's history or a memory one. */
function useHistoryRouter(
  initial: () => Location,
  apply: (location: Location, replace: boolean) => void,
  go: (delta: number) => void,
): [RouterContextValue, (state: RouterState) => void] {
  const [state, setState] = useState<RouterState>(() => ({ location: initial(), type: 'POP' }));
  const current = useRef(state.location);
  current.current = state.location;
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') return go(to);
      const location = resolve(to, current.current, options.state, newKey());
      const replace = options.replace ?? false;
      apply(location, replace);
      current.current = location;
      setState({ location, type: replace ? 'REPLACE' : 'PUSH' });
    },
    [apply, go],
  );
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return [value, setState];
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const saved = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
}

function browserApply(location: Location, replace: boolean) {
  const entry = { usr: location.state, key: location.key };
  if (replace) window.history.replaceState(entry, '', createPath(location));
  else window.history.pushState(entry, '', createPath(location));
}

const browserGo = (delta: number) => window.history.go(delta);

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [router, setState] = useHistoryRouter(browserLocation, browserApply, browserGo);
  useEffect(() => {
    const onPop = () => setState({ location: browserLocation(), type: 'POP' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [setState]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A router over an in-memory history (tests), starting at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => {
    const start: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
    const entries = initialEntries.map((to) => resolve(to, start, null, newKey()));
    return { entries, index: entries.length - 1, onPop: (_state: RouterState) => {} };
  });
  const apply = useCallback(
    (location: Location, replace: boolean) => {
      if (!replace) history.entries.splice(++history.index);
      history.entries[history.index] = location;
    },
    [history],
  );
  const go = useCallback(
    (delta: number) => {
      history.index = Math.min(Math.max(history.index + delta, 0), history.entries.length - 1);
      history.onPop({ location: history.entries[history.index]!, type: 'POP' });
    },
    [history],
  );
  const [router, setState] = useHistoryRouter(() => history.entries[history.index]!, apply, go);
  history.onPop = setState;
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().type;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, set];
}

/** Declares a route inside `Routes`; renders nothing itself. */
export function Route(_props: {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}): ReactElement | null {
  return null;
}

interface Branch {
  /** The routes from the outermost to the one that matched. */
  chain: ReactNode[];
  path: string;
}

function branchesOf(children: ReactNode, parent: string, chain: ReactNode[]): Branch[] {
  const found: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Parameters<typeof Route>[0]>(child)) return;
    const { path, index, element, children: nested } = child.props;
    const full = path === undefined ? parent : path.startsWith('/') ? path : `${parent}/${path}`;
    const here = [...chain, element === undefined ? <Outlet /> : element];
    // A route's children first: an index route wins over its parent's own match.
    if (nested) found.push(...branchesOf(nested, full, here));
    if (index || path !== undefined) found.push({ chain: here, path: full || '/' });
  });
  return found;
}

const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

function matches(pattern: string, pathname: string): boolean {
  const path = normalise(pathname);
  if (pattern === '*' || pattern.endsWith('/*')) {
    const base = normalise(pattern.slice(0, -1));
    return base === '/' || path === base || path.startsWith(`${base}/`);
  }
  return normalise(pattern) === path;
}

/** Renders the first route that matches the location (a `*` route only when no other does). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => branchesOf(children, '', []), [children]);
  const splat = (b: Branch) => b.path.endsWith('*');
  const match =
    branches.find((b) => !splat(b) && matches(b.path, pathname)) ??
    branches.find((b) => splat(b) && matches(b.path, pathname));
  if (!match) return null;
  let rendered: ReactNode = null;
  for (let i = match.chain.length - 1; i >= 0; i--) {
    rendered = <OutletContext.Provider value={rendered}>{match.chain[i]}</OutletContext.Provider>;
  }
  return rendered;
}

/** Where a layout route renders the route nested in it that matched. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Navigates when rendered (in an effect, as React Router's does). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
} & NavigateOptions;

/** An `<a>` that navigates in the app on a plain left click, and as a link otherwise. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = createPath(resolve(to, location, null, ''));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // A link to where one already is replaces the entry instead of adding the same one again.
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

/** A Link that knows when its page is the current one (`aria-current="page"`). */
export function NavLink({
  className,
  end = false,
  ...props
}: Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
}) {
  const { location } = useRouter();
  const target = normalise(resolve(props.to, location, null, '').pathname);
  const here = normalise(location.pathname);
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
