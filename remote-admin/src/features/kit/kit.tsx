import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorCard, Skeleton, type Loaded } from '@app/shared';
import * as s from './kit.css';

export function Screen({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={s.screen} aria-labelledby="console-screen-title">
      <header className={s.header}>
        <div>
          <h1 id="console-screen-title" className={s.title}>
            {title}
          </h1>
          {subtitle && <p className={s.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={s.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

export function Panel({ title, actions, children }: { title?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={s.panel}>
      {(title || actions) && (
        <div className={s.header}>
          {title && <h2 className={s.panelTitle}>{title}</h2>}
          {actions && <div className={s.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

export type Tone = keyof typeof s.tone;
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${s.badge} ${s.tone[tone]}`}>{children}</span>;
}

/** A list's loading, failure and empty states around what it shows once it has rows. */
export function LoadState<T>({
  loaded,
  isEmpty,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, loading, reload } = loaded;
  if (error && data === undefined) return <ErrorCard title="Không tải được dữ liệu" message={error} onRetry={reload} />;
  if (data === undefined) {
    return (
      // A status, so that its name is allowed and read out: a plain div may not carry a label.
      <div role="status" aria-busy="true" aria-label="Đang tải...">
        <Skeleton height={36} count={5} />
      </div>
    );
  }
  return (
    <div aria-busy={loading}>
      {error && (
        <p className={s.errorLine} role="alert">
          {error}{' '}
          <Button size="sm" variant="ghost" onClick={reload}>
            Thử lại
          </Button>
        </p>
      )}
      {isEmpty?.(data) ? <EmptyState title={empty ?? 'Không có dữ liệu'} /> : children(data)}
    </div>
  );
}

export function Tabs<V extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (v: V) => void;
  label: string;
}) {
  return (
    <div className={s.tabs} role="group" aria-label={label}>
      {options.map(([v, text]) => (
        <button key={v} type="button" className={s.tab} aria-pressed={v === value} onClick={() => onChange(v)}>
          {text}
        </button>
      ))}
    </div>
  );
}

export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={s.pager} aria-label="Phân trang">
      <span>
        Trang {page}/{pages} · {total} mục
      </span>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Trước
      </Button>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Sau
      </Button>
    </nav>
  );
}

// A column's heading: its text; `num` right-aligns a column of figures; `hidden` names a column of
// buttons for screen readers without a visible heading.
export type Column = string | { label: string; num?: boolean; hidden?: boolean };

// The console's tables: one markup for every list, scrolling sideways rather than squeezing its
// columns. The rows are the caller's own <tr>s. The wrapper takes the focus so a keyboard can scroll
// a table wider than the screen.
export function DataTable({ label, columns, children }: { label?: string; columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className={s.tableWrap} tabIndex={0}>
      <table className={s.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: text, num, hidden } = typeof column === 'string' ? { label: column } : column;
              const className = num ? `${s.th} ${s.num}` : s.th;
              return hidden ? (
                <th key={text} className={className} aria-label={text} />
              ) : (
                <th key={text} className={className}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

// "Làm mới" in a screen's header: asks again, turning while the new answer is on its way (the
// answer on screen stays until then).
export function RefreshButton({ loaded }: { loaded: Pick<Loaded<unknown>, 'data' | 'loading' | 'reload'> }) {
  return (
    <Button variant="secondary" size="sm" onClick={loaded.reload} loading={loaded.loading && loaded.data !== undefined}>
      Làm mới
    </Button>
  );
}

// A short table inside a detail (a profile's latest deposits): its rows as cells, or a line saying there are none.
export function MiniTable({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className={s.muted}>{empty}</p>;
  return (
    <DataTable columns={head}>
      {rows.map((cells, i) => (
        <tr key={i}>
          {cells.map((cell, j) => (
            <td key={j} className={s.td}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
