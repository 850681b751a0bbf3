/**
 * The account's saved OSOI items, shared by the army builder (lists) and the battlefield editor (maps): the
 * list fetched once signed in and after each change, a call run with its refusal or its notice shown, and the
 * panel where each item is loaded, renamed in place or deleted.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api.ts';
import { signInLink } from '../account-api.ts';
import type { Refusal } from '../protocol.ts';
import { RefusalBanner } from './common.tsx';

/**
 * The signed-in account's items from `list`, and `run`, which calls the server, says the success (the string
 * the call returns) or shows the refusal, then lists the items again. `notices` is where both are shown.
 */
export function useSaved<T>(
  list: () => Promise<T[]>,
  signedIn: unknown,
): { saved: T[]; run: (f: () => Promise<string>) => Promise<void>; notices: ReactNode } {
  const [saved, setSaved] = useState<T[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState('');
  const reload = useCallback(() => {
    void list().then(setSaved, (e: unknown) => e instanceof ApiError && setRefusal(e.refusal));
  }, [list]);
  useEffect(() => {
    if (signedIn) reload();
  }, [signedIn, reload]);
  const run = async (f: () => Promise<string>) => {
    setRefusal(null);
    setNotice('');
    try {
      setNotice(await f());
      reload();
    } catch (e) {
      if (e instanceof ApiError) setRefusal(e.refusal);
      else throw e;
    }
  };
  const notices = (
    <>
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
      {notice && (
        <p className="os-saved-notice" role="status" data-testid="os-saved-notice">
          {notice}
        </p>
      )}
    </>
  );
  return { saved, run, notices };
}

/**
 * The account's saved items (lists or maps): each loaded, renamed in place or deleted; signed out, a link to
 * sign in.
 */
export function SavedPanel({
  signedIn,
  items,
  title,
  empty,
  testid,
  loadLabels,
  onLoad,
  onRename,
  onDelete,
}: {
  signedIn: { name: string } | null | undefined;
  items: { id: string; name: string; detail: string }[];
  title: string;
  empty: string;
  testid: string;
  loadLabels: string[];
  onLoad: (id: string, slot: number) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({});
  if (signedIn === undefined) return null;
  return (
    <section className="panel os-saved" data-testid={testid}>
      <h3>{title}</h3>
      {signedIn === null ? (
        <p>
          <a href={signInLink()}>{t('os.saved.signIn')}</a>
        </p>
      ) : items.length === 0 ? (
        <p className="small-print">{empty}</p>
      ) : (
        <ul className="os-saved-list">
          {items.map((it) => (
            <li key={it.id} data-testid={`${testid}-item`}>
              <input
                aria-label={t('os.saved.name')}
                value={names[it.id] ?? it.name}
                maxLength={80}
                onChange={(e) => setNames({ ...names, [it.id]: e.target.value })}
              />{' '}
              <span className="small-print">{it.detail}</span>
              <span className="os-saved-buttons">
                {loadLabels.map((label, slot) => (
                  <button key={slot} type="button" className="small" onClick={() => onLoad(it.id, slot)}>
                    {label}
                  </button>
                ))}
                {names[it.id] !== undefined && names[it.id] !== it.name && names[it.id]!.trim() !== '' && (
                  <button
                    type="button"
                    className="small"
                    onClick={() => onRename(it.id, names[it.id]!.trim())}
                  >
                    {t('os.saved.rename')}
                  </button>
                )}
                <button type="button" className="small" onClick={() => onDelete(it.id)}>
                  {t('os.saved.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
