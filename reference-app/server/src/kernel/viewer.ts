/** What a signed-in caller is: a user, or kefu (customer service, who may act on any task). */
export type Role = 'user' | 'kefu';

/** Who a service acts for: the signed-in caller (`caller(request)` in a route). */
export interface Viewer {
  userId: number;
  role: Role;
}
