/**
 * HTTP calls of accounts and sessions (docs/protocol.md, "Accounts and sessions"). The session lives in an
 * httpOnly cookie the browser sends by itself: this code never sees its token.
 */
import { useEffect, useState } from 'react';
import { call } from './api.ts';

/** A signed-in account. */
export interface Account {
  id: string;
  name: string;
}

let current: Promise<Account | null> | null = null;

export const accountApi = {
  /** Who is signed in (asked once per page, shared by every component). */
  whoami: (): Promise<Account | null> =>
    (current ??= call<{ account: Account | null }>('GET', '/api/session').then(
      (r) => r.account,
      () => null,
    )),
  signUp: (name: string, password: string) => call<Account>('POST', '/api/accounts', { name, password }),
  signIn: (name: string, password: string) => call<Account>('POST', '/api/session', { name, password }),
  signOut: () => call<null>('DELETE', '/api/session'),
};

/** The signed-in account: undefined while asking, null when signed out. */
export function useAccount(): Account | null | undefined {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void accountApi.whoami().then((a) => live && setAccount(a));
    return () => {
      live = false;
    };
  }, []);
  return account;
}

/** The sign-in page's link, coming back to this page afterwards. */
export function signInLink(up = false): string {
  const next = encodeURIComponent(location.pathname + location.search);
  return `/${up ? 'signup' : 'signin'}?next=${next}`;
}
