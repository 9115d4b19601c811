/** How the login page offers to sign in: the password form, and one button per identity provider. */
import { z } from 'zod';

export const loginOptionsResponseSchema = z.object({
  result: z.object({
    /** Flask-AppBuilder's AUTH_TYPE name. */
    auth_type: z.enum(['AUTH_DB', 'AUTH_OAUTH', 'AUTH_LDAP', 'AUTH_REMOTE_USER']),
    /** Whether the username and password form is offered (to admins only unless AUTH_DB). */
    password_login: z.enum(['everyone', 'admins', 'off']),
    providers: z.array(
      z.object({
        name: z.string(),
        icon: z.string(),
        /** Starts the sign-in; the caller adds `?next=` to come back somewhere. */
        login_url: z.string(),
      }),
    ),
    /**
     * Why this browser's last sign-in with an identity provider failed, said once (the next
     * answer has null), as Flask-AppBuilder flashes it on the login page. `provider` is null
     * when the sign-in named no provider configured here.
     */
    sign_in_failure: z.object({ provider: z.string().nullable(), reason: z.string() }).nullable(),
  }),
});

export type LoginOptions = z.infer<typeof loginOptionsResponseSchema>['result'];
