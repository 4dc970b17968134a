import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { newPlayer, registerViaApi, registerViaUi } from '../support/players';
import { expectSecondLoginSignsOutFirst } from '../support/new-login';
import { seatAtTable, writeInChat } from '../support/chat';
import { ports, urls } from '../support/urls';

// The docker-compose topology as plain processes: two nodes, one PostgreSQL, one Redis, and the
// compose stack's nginx in front (server/deploy/start-cluster.mjs). One cluster for the file, whose
// later tests kill and hang its nodes: its tests run in order, on one worker.
test.describe.configure({ mode: 'default' });

test('through the proxy in front of two nodes: register, home, reload', async ({ page }) => {
  test.info().annotations.push({ type: 'stack', description: urls.cluster });
  const player = newPlayer();
  await registerViaUi(page, player, `${urls.cluster}/dang-ky`);
  await expect(page).toHaveURL(`${urls.cluster}/`);
  await expect(page.getByTestId('home-username')).toHaveText(player.username);
  // Requests alternate between the nodes; the session holds on both.
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByTestId('header-username')).toHaveText(player.username);
  }
});

test('a login on node 2 signs out a browser whose socket is on node 1 (Redis adapter)', async ({ browser }) => {
  const player = await registerViaApi(urls.cluster);
  await expectSecondLoginSignsOutFirst(browser, player, urls.clusterNode1, urls.clusterNode2);
});

test('the table chat across the two nodes: a message written on one reaches a player on the other (Redis adapter)', async ({ browser }) => {
  const [a, b] = await Promise.all([seatAtTable(browser, urls.clusterNode1), seatAtTable(browser, urls.clusterNode2)]);
  await writeInChat(a.page, 'chào từ nút một');
  await expect(b.page.getByRole('log', { name: 'Tin nhắn trong bàn' })).toContainText('chào từ nút một');
  await writeInChat(b.page, 'chào từ nút hai');
  await expect(a.page.getByRole('log', { name: 'Tin nhắn trong bàn' })).toContainText('chào từ nút hai');
});

// The pid listening on a loopback port (iproute2's ss, on every Debian).
function pidOnPort(port: number): number | null {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

test('a node killed: nginx answers on through the other one, and the cluster script starts it again', async ({ page }) => {
  const player = await registerViaApi(urls.cluster);
  const victim = pidOnPort(ports.cluster + 1);
  expect(victim).not.toBeNull();
  process.kill(victim!, 'SIGKILL');

  // For 2 s after the kill, every GET through nginx is answered by a live node: the first that goes
  // to the dead node fails there and nginx passes it on to the other one, which then takes all of
  // them while the dead one is left out. Then for 1 s, logins (a POST) are all answered too. A POST
  // already on its way to the node as it died (over a kept-alive connection) would not be repeated
  // by nginx, which is why none is sent in the first moments: the page retries those itself.
  const killedAt = Date.now();
  const failures: string[] = [];
  while (Date.now() < killedAt + 2_000) {
    const health = await fetch(`${urls.cluster}/api/health`);
    if (health.status !== 200) failures.push(`health ${health.status} at ${Date.now() - killedAt} ms`);
  }
  while (Date.now() < killedAt + 3_000) {
    const login = await fetch(`${urls.cluster}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    });
    if (login.status !== 200) failures.push(`login ${login.status} at ${Date.now() - killedAt} ms`);
  }
  expect(failures).toEqual([]);

  // Back on its port within seconds, a new process.
  await expect.poll(() => pidOnPort(ports.cluster + 1), { timeout: 20_000 }).not.toBeNull();
  expect(pidOnPort(ports.cluster + 1)).not.toBe(victim);
  await expect.poll(async () => (await fetch(`${urls.clusterNode1}/api/health`)).status, { timeout: 20_000 }).toBe(200);

  // And the page works through nginx as before.
  await page.goto(`${urls.cluster}/dang-nhap`);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
});

test('a hung node (SIGSTOP) is killed by the cluster script and started again, and nginx answers on', async () => {
  const hung = pidOnPort(ports.cluster + 2);
  expect(hung).not.toBeNull();
  process.kill(hung!, 'SIGSTOP');
  try {
    // Three missed health checks, then a new process on the port.
    await expect.poll(() => pidOnPort(ports.cluster + 2), { timeout: 20_000, intervals: [250] }).not.toBe(hung);
    await expect.poll(() => pidOnPort(ports.cluster + 2), { timeout: 20_000 }).not.toBeNull();
  } finally {
    // Should the script not have killed it, let it go on (or die) rather than hang the run.
    try {
      process.kill(hung!, 'SIGCONT');
    } catch {
      // Killed: nothing to wake.
    }
  }
  await expect.poll(async () => (await fetch(`${urls.clusterNode2}/api/health`)).status, { timeout: 20_000 }).toBe(200);
  // Through nginx, requests are answered again at once.
  for (let i = 0; i < 10; i++) expect((await fetch(`${urls.cluster}/api/health`)).status).toBe(200);
});
