import type { LoginResponse, User } from '@dastarkhan/contract/auth';
import type { Role } from '@dastarkhan/contract/common';
import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { api, tokenStore, unwrap } from './api-client';
import { showLanguage } from './i18n';
import { queryKeys } from './query-keys';

type Session = {
  user: User | undefined;
  loading: boolean;
  /**
   * Stores the token from a successful sign-in and the user. Resolves once the session's readers hold the user,
   * so a navigation that follows is guarded with it: TanStack Query tells its observers on a later tick, and a
   * route rendered before that would still see nobody signed in.
   */
  signIn(answer: LoginResponse): Promise<void>;
  signOut(): void;
  /** Takes a new answer of who is signed in (their preferences saved): the screens show its language. */
  signedIn(answer: SignedIn): Promise<void>;
};

/** Who is signed in, and the business's default language they read unless they chose another. */
export type SignedIn = Omit<LoginResponse, 'token'>;

const SessionContext = createContext<Session | undefined>(undefined);

const USER_KEY = 'user';

/**
 * The user /auth/me last returned for the stored token, kept beside it: the next load draws the screen at once
 * with it while /auth/me asks again, instead of waiting a round trip (on a slow link ~0.6 s) before drawing
 * anything (ADR 0008). Only a drawing hint: every call is still checked by the server, and /auth/me's answer
 * replaces it, or signs the user out.
 */
const rememberedUser = {
  get(): User | undefined {
    const stored = tokenStore.get() ? localStorage.getItem(USER_KEY) : null;
    try {
      return stored ? (JSON.parse(stored) as User) : undefined;
    } catch {
      return undefined;
    }
  },
  set(user: User | null) {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  },
};

/** The screens in the reader's language (else the business's) and digits, once its words have arrived. */
const showLanguageOf = ({ user, defaultLanguage }: SignedIn) =>
  showLanguage(user.language ?? defaultLanguage, user.digits).catch(() => undefined);

/** On load the app asks the server for the current user with the stored token (SPEC §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: async () => {
      const user = tokenStore.get() ? await currentUser() : null;
      rememberedUser.set(user);
      return user;
    },
    placeholderData: rememberedUser.get,
    staleTime: Infinity,
    retry: false,
  });

  const signedIn = useCallback(
    async (answer: SignedIn) => {
      await showLanguageOf(answer);
      rememberedUser.set(answer.user);
      queryClient.setQueryData(queryKeys.me, answer.user);
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    },
    [queryClient],
  );
  const signIn = useCallback(
    async ({ token, ...answer }: LoginResponse) => {
      tokenStore.set(token);
      await signedIn(answer);
    },
    [signedIn],
  );
  const signOut = useCallback(() => {
    tokenStore.clear();
    rememberedUser.set(null);
    queryClient.clear();
    queryClient.setQueryData(queryKeys.me, null);
  }, [queryClient]);

  const value = useMemo(
    () => ({ user: me.data ?? undefined, loading: me.isPending, signIn, signOut, signedIn }),
    [me.data, me.isPending, signIn, signOut, signedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

async function currentUser(): Promise<User | null> {
  try {
    const answer = await unwrap(api.GET('/api/auth/me'));
    await showLanguageOf(answer);
    return answer.user;
  } catch (error) {
    // A failed restore leaves the user empty; it is only logged (SPEC §4).
    console.warn('Could not restore the session', error);
    return null;
  }
}

/**
 * The role the stored token was signed with, read from its payload without checking it: a hint that lets a
 * screen fetch its data beside /auth/me instead of after it, never a permission (the server checks every call,
 * and the route guard waits for the user /auth/me returns).
 */
export function signedRole(): Role | undefined {
  const payload = tokenStore.get()?.split('.')[1];
  if (!payload) return undefined;
  try {
    const { role } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    // Checked against the screens' role lists where it is used, which an unknown name never matches.
    return typeof role === 'string' ? (role as Role) : undefined;
  } catch {
    return undefined;
  }
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
