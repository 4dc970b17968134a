import { expect, test } from '../support/test';
import { newPlayer, registerViaApi, registerViaUi } from '../support/players';
import { expectSecondLoginSignsOutFirst } from '../support/new-login';
import { urls } from '../support/urls';

// The docker-compose topology as plain processes: two nodes, one PostgreSQL, one Redis, a proxy.
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
