import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../engine/record.ts';
import { Client, ENGINES, http, testServer, testStore, type Msg } from './testing.ts';
import type { Store } from './store/index.ts';

/** The sealed rounds of a record, as `{ seat: input }`. */
const rounds = (record: MatchRecord): Record<string, Msg>[] =>
  record.inputs.flatMap((i) => ('orders' in i ? [i.orders as Record<string, Msg>] : []));

describe.each(ENGINES)('Pillards clocks on the server (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  const clients: Client[] = [];
  const open = async (): Promise<Client> => {
    const c = await Client.open(server.ws);
    clients.push(c);
    return c;
  };
  const create = async (options: object, seats: object[]): Promise<Msg> => {
    const created = await http(server.base, 'POST', '/api/matches', { game: 'pillards', options, seats });
    expect(created.status).toBe(201);
    return created.json;
  };

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.app.close();
    await dispose();
  });

  it('ends the negotiation at its deadline with a journalled endNegotiation, then gives the default sheet to a silent player', async () => {
    const created = await create({ negotiationSeconds: 1, orderSeconds: 1 }, [
      { kind: 'human' },
      { kind: 'bot', level: 'greedy' },
    ]);
    const c = await open();
    const before = Date.now();
    const welcome = await c.hello(created.id, created.seats[0].token);
    expect(welcome.view.phase).toBe('negotiation');
    expect(welcome.deadline).toBeGreaterThan(before);
    expect(welcome.deadline).toBeLessThanOrEqual(before + 1000);
    // Nobody acts: the clock ends the negotiation, then the orders phase has its own deadline.
    const orders = await c.next((x) => x.t === 'update' && x.view.phase === 'orders', 5000);
    expect(Date.now()).toBeGreaterThanOrEqual(welcome.deadline - 50);
    expect(orders.events.map((e: Msg) => e.event)).toContainEqual(
      expect.objectContaining({ type: 'negotiationEnded', byClock: true }),
    );
    expect(orders.deadline).toBeGreaterThan(welcome.deadline);
    // The silent player gets the default sheet at the orders deadline; the round completes.
    const revealed = await c.next(
      (x) => x.t === 'update' && x.events.some((e: Msg) => e.event.type === 'ordersRevealed'),
      5000,
    );
    const sheets = revealed.events.find((e: Msg) => e.event.type === 'ordersRevealed').event.sheets;
    expect(sheets[0]).toMatchObject({ raid: null, pledges: [], reinforcements: null });
    expect(sheets[0].posts.reserve).toEqual(welcome.view.fiefs[0].figures);

    const record = (await http(server.base, 'GET', `/api/matches/${created.id}/record`)).json as MatchRecord;
    const [nego, sheet] = rounds(record);
    expect(nego).toEqual({ '0': { type: 'endNegotiation' } });
    // The clock's input is a journal line like any other (replays and restarts reproduce it).
    expect(await store.journal(created.id)).toContainEqual({ orders: { '0': { type: 'endNegotiation' } } });
    expect(sheet!['0']).toEqual(sheets[0]);
    expect(sheet!['1']).toEqual(sheets[1]);
  }, 10_000);

  it('an early end of the negotiation clears its clock', async () => {
    const created = await create({ negotiationSeconds: 1 }, [{ kind: 'human' }, { kind: 'human' }]);
    const cs = [await open(), await open()];
    const ws = [
      await cs[0]!.hello(created.id, created.seats[0].token),
      await cs[1]!.hello(created.id, created.seats[1].token),
    ];
    expect(ws[0].deadline).not.toBeNull();
    cs[0]!.send({ t: 'act', inputs: ws[0].inputs, input: { type: 'ready' } });
    await cs[0]!.next((x) => x.t === 'ordered');
    cs[1]!.send({ t: 'act', inputs: ws[1].inputs, input: { type: 'ready' } });
    const orders = await cs[0]!.next((x) => x.t === 'update' && x.view.phase === 'orders');
    // orderSeconds is 'none' by default: no clock in the orders phase.
    expect(orders.deadline).toBeNull();
    // Past the negotiation's deadline, nothing more was submitted.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const summary = (await http(server.base, 'GET', `/api/matches/${created.id}`)).json;
    expect(summary.inputs).toBe(orders.inputs);
    const record = (await http(server.base, 'GET', `/api/matches/${created.id}/record`)).json as MatchRecord;
    expect(rounds(record)).toEqual([{ '0': { type: 'ready' }, '1': { type: 'ready' } }]);
  }, 10_000);

  it('no clock while a seat is open; a match rebuilt after a restart gets its clock again', async () => {
    const created = await create({ negotiationSeconds: 60 }, [{ kind: 'human' }, { kind: 'open' }]);
    const c = await open();
    expect((await c.hello(created.id, created.seats[0].token)).deadline).toBeNull();
    expect(
      (await http(server.base, 'POST', `/api/matches/${created.id}/join`, { seat: 1, name: 'B' })).status,
    ).toBe(200);
    const armed = await c.next((x) => x.t === 'update' && x.deadline !== null);
    expect(armed.deadline).toBeGreaterThan(Date.now() + 50_000);
    c.close();
    await server.app.close();
    server = await testServer(store);
    const again = await (await open()).hello(created.id);
    expect(again.view.phase).toBe('negotiation');
    expect(again.deadline).toBeGreaterThan(Date.now() + 50_000);
  }, 10_000);
});
