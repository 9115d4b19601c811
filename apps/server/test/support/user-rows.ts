/**
 * A `users` row written straight into a metadata store (no password, never signed in), for
 * tests that need users before or without the app.
 */
export function userRow(username: string, email: string, firstName: string, lastName: string) {
  const now = new Date().toISOString();
  return {
    username,
    email,
    first_name: firstName,
    last_name: lastName,
    active: 1,
    created_on: now,
    changed_on: now,
    password_hash: null,
    last_login: null,
  };
}
