import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from '../../lib/router.tsx';

/**
 * A menu button (WAI-ARIA "menu button" pattern): Enter, Space or ArrowDown opens it and focuses
 * the first item, arrows and Home/End move, Escape closes and returns focus to the button, Tab
 * and a click outside close it.
 */

interface MenuContextValue {
  close: (restoreFocus?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu(): MenuContextValue {
  const ctx = useContext(MenuContext);
  if (!ctx) throw new Error('Dropdown items must be inside a DropdownMenu');
  return ctx;
}

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (icon, avatar, short text). */
  trigger: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'end';
  menuClassName?: string;
  /** Non-interactive content above the items (e.g. the signed-in user's name). */
  header?: ReactNode;
  children: ReactNode;
}

export function DropdownMenu({
  label,
  trigger,
  triggerClassName = '',
  align = 'end',
  menuClassName = 'w-56',
  header,
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  // Focus an item once the menu is on screen.
  useEffect(() => {
    if (!open) return;
    const list = items();
    const checked = list.find((el) => el.getAttribute('aria-checked') === 'true');
    const target = focusOnOpen.current === 'last' ? list.at(-1) : (checked ?? list[0]);
    target?.focus();
  }, [open]);

  // Click or tap outside closes without stealing focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((v) => !v);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <MenuContext.Provider value={{ close }}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            className={`absolute top-full z-50 mt-2 max-w-[calc(100vw-2rem)] origin-top overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-lg ring-1 ring-black/5 dark:border-slate-800 dark:bg-slate-900 dark:ring-white/5 ${
              align === 'end' ? 'right-0' : 'left-0'
            } ${menuClassName}`}
          >
            {header}
            {children}
          </div>
        </MenuContext.Provider>
      )}
    </div>
  );
}

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600/40 dark:hover:bg-slate-800 dark:focus:bg-slate-800';
const plainText = 'text-slate-700 dark:text-slate-200';

interface ItemBase {
  icon?: ReactNode;
  children: ReactNode;
}

/** A menu item that navigates inside the app. */
export function DropdownLinkItem({ to, icon, children }: ItemBase & { to: string }) {
  const { close } = useMenu();
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={`${itemClasses} ${plainText}`}
      onClick={() => close()}
    >
      {icon}
      <span className="truncate">{children}</span>
    </Link>
  );
}

/** A menu item that runs an action. */
export function DropdownButtonItem({
  onSelect,
  icon,
  children,
  tone = 'default',
}: ItemBase & { onSelect: () => void; tone?: 'default' | 'danger' }) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${itemClasses} ${tone === 'danger' ? 'text-red-600 dark:text-red-400' : plainText}`}
      onClick={() => {
        close(true);
        onSelect();
      }}
    >
      {icon}
      <span className="truncate">{children}</span>
    </button>
  );
}

/** One choice among several (theme, language); the current one is checked. */
export function DropdownRadioItem({
  checked,
  onSelect,
  icon,
  children,
  lang,
}: ItemBase & { checked: boolean; onSelect: () => void; lang?: string }) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      lang={lang}
      className={`${itemClasses} ${checked ? 'font-semibold text-indigo-700 dark:text-indigo-300' : plainText}`}
      onClick={() => {
        onSelect();
        close(true);
      }}
    >
      {icon}
      <span className="truncate">{children}</span>
    </button>
  );
}

export function DropdownSeparator() {
  return <div role="separator" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />;
}
