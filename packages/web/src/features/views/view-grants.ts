/** Who a view is granted to; both empty, everyone on the project sees it. */
export type Grants = { users: readonly string[]; roles: readonly string[] };

/** The calls that turn `current` grants into `next`: what to grant, and what to take back. */
export function grantChanges(current: Grants, next: Grants) {
  const added = (from: readonly string[], to: readonly string[]) =>
    to.filter((item) => !from.includes(item));
  return {
    grantUsers: added(current.users, next.users),
    takeUsers: added(next.users, current.users),
    grantRoles: added(current.roles, next.roles),
    takeRoles: added(next.roles, current.roles),
  };
}

/** Whether a view with these grants is seen by everyone on the project. */
export function isOpenToEveryone(grants: Grants): boolean {
  return grants.users.length === 0 && grants.roles.length === 0;
}
