import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { backends, bearer, body, registerUser, type SignedIn, useTestApp } from '../../../test/helpers.js';
import { ACTIVE_WITHIN_S } from './service.js';

// jsqr's CommonJS build is its default export at run time; its types describe the module object.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

interface Member {
  id: number;
  s_username: string;
  face: string;
  joined_at: number;
  active: boolean;
}

describe.each(backends())('teams and invitations on %s', (backend) => {
  const t = useTestApp(backend);
  const get = (url: string, who?: SignedIn) =>
    t().app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

  test('the invitation is a PNG QR code of the registration link with captain_id', async () => {
    const inviter = await registerUser(t());
    const response = await get('/api/distribution/getMiniProgramQrcode', inviter);
    expect(response.statusCode).toBe(200);
    const invitation = body<{ link: string; image: string; source: string }>(response).data;
    expect(invitation.source).toBe('qrcode');
    expect(invitation.link).toMatch(
      new RegExp(`/web/#/pages/loginView/loginView\\?captain_id=${inviter.user.id}$`),
    );
    const png = PNG.sync.read(Buffer.from(invitation.image.replace('data:image/png;base64,', ''), 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(invitation.link);
  });

  test('my team: the people I invited, newest first, with when they joined and whether they are active', async () => {
    const inviter = await registerUser(t());
    const first = await registerUser(t(), undefined, { captain_id: String(inviter.user.id) });
    t().clock.advance(60);
    const second = await registerUser(t(), undefined, { captain_id: String(inviter.user.id) });
    // Someone else's invitee never shows in my team.
    const stranger = await registerUser(t());
    await registerUser(t(), undefined, { captain_id: String(stranger.user.id) });
    const team = body<{ list: Member[]; total: number; active_total: number; active_days: number }>(
      await get('/api/distribution/myTeam', inviter),
    ).data;
    expect(team.list.map((m) => m.id)).toEqual([second.user.id, first.user.id]);
    expect(team).toMatchObject({ total: 2, active_total: 2, active_days: 30 });
    expect(team.list[0]).toEqual({
      id: second.user.id,
      s_username: second.user.s_username,
      face: expect.any(String),
      joined_at: t().clock.unix(),
      active: true,
    });
    expect(JSON.stringify(team)).not.toContain(second.phone);
    // Past the window without signing in, they are no longer active.
    t().clock.advance(ACTIVE_WITHIN_S + 1);
    await registerUser(t(), first.phone);
    const inviterAgain = await registerUser(t(), inviter.phone);
    const later = body<{ list: Member[]; active_total: number }>(
      await get('/api/distribution/myTeam', inviterAgain),
    ).data;
    expect(later.list.map((m) => [m.id, m.active])).toEqual([
      [second.user.id, false],
      [first.user.id, true],
    ]);
    expect(later.active_total).toBe(1);
  });

  test('my partners: my inviter and the others they invited, never me; nobody without an inviter', async () => {
    const captain = await registerUser(t());
    const me = await registerUser(t(), undefined, { captain_id: String(captain.user.id) });
    const partner = await registerUser(t(), undefined, { captain_id: String(captain.user.id) });
    const mine = body<{ captain: Member | null; list: Member[] }>(
      await get('/api/distribution/myPartner', me),
    ).data;
    expect(mine.captain?.id).toBe(captain.user.id);
    expect(mine.list.map((m) => m.id)).toEqual([partner.user.id]);
    const alone = body<{ captain: Member | null; list: Member[] }>(
      await get('/api/distribution/myPartner', captain),
    ).data;
    expect(alone).toMatchObject({ captain: null, list: [] });
  });

  test('signed out is a 401; a bad page is a translated 400', async () => {
    for (const url of [
      '/api/distribution/myTeam',
      '/api/distribution/myPartner',
      '/api/distribution/getMiniProgramQrcode',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
    const me = await registerUser(t());
    const bad = await t().app.inject({
      method: 'GET',
      url: '/api/distribution/myTeam?page=abc',
      headers: { ...bearer(me.token), 'accept-language': 'zh-CN' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/页/);
  });
});
