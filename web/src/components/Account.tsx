/**
 * Accounts in the web app: the sign-in and sign-up pages (`/signin`, `/signup`, back to `?next=` after),
 * and the header's badge (the signed-in name and a sign-out button, or a sign-in link).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, signInLink, useAccount } from '../account-api.ts';
import { ApiError } from '../api.ts';
import type { Refusal } from '../protocol.ts';
import { Header, RefusalBanner } from './common.tsx';

const refusalOf = (e: unknown): Refusal =>
  e instanceof ApiError ? e.refusal : { code: 'error', message: String(e), en: String(e) };

/** Where to go after signing in: `?next=` when it is a path of this site, else the leagues. */
function nextPage(): string {
  const next = new URLSearchParams(location.search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') ? next : '/leagues';
}

/** The header's account corner. */
export function AccountBadge() {
  const { t } = useTranslation();
  const account = useAccount();
  if (account === undefined) return null;
  if (account === null) {
    return (
      <a className="account" href={signInLink()} data-testid="signin-link">
        {t('account.signIn')}
      </a>
    );
  }
  return (
    <span className="account" data-testid="account">
      <span data-testid="account-name">{t('account.signedInAs', { name: account.name })}</span>{' '}
      <button
        type="button"
        className="small"
        data-testid="signout"
        onClick={() => {
          void accountApi.signOut().finally(() => location.reload());
        }}
      >
        {t('account.signOut')}
      </button>
    </span>
  );
}

/** The sign-in page, or the sign-up page with `up`. */
export function AccountPage({ up }: { up: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await (up ? accountApi.signUp(name, password) : accountApi.signIn(name, password));
      location.href = nextPage();
    } catch (e) {
      setRefusal(refusalOf(e));
      setBusy(false);
    }
  };
  const other = `/${up ? 'signin' : 'signup'}${location.search}`;
  return (
    <div className="page">
      <Header>
        <span className="tagline">{t(up ? 'account.signUpTitle' : 'account.signInTitle')}</span>
      </Header>
      <main className="account-page">
        <form
          className="panel"
          data-testid={up ? 'signup-form' : 'signin-form'}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h1>{t(up ? 'account.signUpTitle' : 'account.signInTitle')}</h1>
          <p className="small-print">{t('account.signInIntro')}</p>
          <label>
            {t('account.name')}
            <input
              value={name}
              maxLength={40}
              required
              autoComplete="username"
              data-testid="account-name-input"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label>
            {t('account.password')}
            <input
              type="password"
              value={password}
              minLength={up ? 8 : undefined}
              maxLength={200}
              required
              autoComplete={up ? 'new-password' : 'current-password'}
              data-testid="account-password"
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {up && <p className="small-print">{t('account.passwordHelp')}</p>}
          <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
          <div className="buttons">
            <button type="submit" disabled={busy} data-testid="account-submit">
              {t(up ? 'account.submitUp' : 'account.submitIn')}
            </button>
          </div>
          <p className="small-print">
            {t(up ? 'account.haveAccount' : 'account.noAccount')}{' '}
            <a href={other} data-testid="account-other">
              {t(up ? 'account.signIn' : 'account.signUp')}
            </a>
          </p>
        </form>
      </main>
    </div>
  );
}
