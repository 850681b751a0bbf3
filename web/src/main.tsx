/**
 * Entry point: the language, the styles and a tiny router — `/` lobby, `/match/:id?token=…` (or `/m/:id#token=…`) table,
 * `/replay/:id` replay,
 * `/leagues`, `/leagues/:id`, `/leagues/:id/goblins/:goblin` and `/leagues/:id/teams/:team` (a Spark Ball team) the leagues, `/signin` and
 * `/signup` accounts (leagues need one), `/rules/:game` a game's rules (`#RULE-ID` goes to a rule) and
 * `/rules/:game/table` how to play its table, `/osoi/army` the OSOI army builder, `/osoi/maps` its battlefield editor,
 * `/lab` the lab's batches (`?batch=<id>` shows one).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountPage } from './components/Account.tsx';
import { GoblinSheet } from './components/GoblinSheet.tsx';
import { HowToPlay } from './components/HowToPlay.tsx';
import { Lab } from './components/Lab.tsx';
import { League } from './components/League.tsx';
import { Leagues } from './components/Leagues.tsx';
import { TeamSheet } from './components/TeamSheet.tsx';
import { Lobby } from './components/Lobby.tsx';
import { OsoiArmyBuilder } from './components/OsoiArmyBuilder.tsx';
import { OsoiMapEditor } from './components/OsoiMapEditor.tsx';
import { Replay } from './components/Replay.tsx';
import { RulesPage } from './components/RulesPage.tsx';
import { Table } from './components/Table.tsx';
import i18n from './i18n.ts';
import { isRulesGame, TABLE_GUIDE_GAMES } from './rules/load.ts';
import './style.css';

function App() {
  const path = location.pathname;
  // `/match/:id?token=…`, or the server's `/m/:id#token=…` (the fragment keeps the token out of logs).
  const match = /^\/(?:match|m)\/([^/]+)\/?$/.exec(path);
  if (match) {
    const token =
      new URLSearchParams(location.search).get('token') ??
      new URLSearchParams(location.hash.slice(1)).get('token') ??
      undefined;
    // Hot seat: more tokens in the fragment (`#token=A&token=B`), one screen plays every seat in turn.
    const more = new URLSearchParams(location.hash.slice(1)).getAll('token').slice(1);
    return <Table id={decodeURIComponent(match[1]!)} token={token} hotseat={more} />;
  }
  const account = /^\/(signin|signup)\/?$/.exec(path);
  if (account) return <AccountPage up={account[1] === 'signup'} />;
  const replay = /^\/replay(?:\/([^/]+))?\/?$/.exec(path);
  if (replay) return <Replay id={replay[1] ? decodeURIComponent(replay[1]) : null} />;
  const team = /^\/leagues\/([^/]+)\/teams\/([^/]+)\/?$/.exec(path);
  if (team) return <TeamSheet league={decodeURIComponent(team[1]!)} team={decodeURIComponent(team[2]!)} />;
  const league = /^\/leagues(?:\/([^/]+)(?:\/goblins\/([^/]+))?)?\/?$/.exec(path);
  if (league) {
    const [, id, goblin] = league;
    if (id && goblin)
      return <GoblinSheet league={decodeURIComponent(id)} goblin={decodeURIComponent(goblin)} />;
    if (id) return <League id={decodeURIComponent(id)} />;
    return <Leagues />;
  }
  const rulesPage = /^\/rules\/([^/]+)(\/table)?\/?$/.exec(path);
  if (rulesPage && isRulesGame(rulesPage[1]!)) {
    // A game without a table guide (OSOI) shows its rules at /table too.
    return rulesPage[2] && TABLE_GUIDE_GAMES.includes(rulesPage[1]) ? (
      <HowToPlay game={rulesPage[1]} />
    ) : (
      <RulesPage game={rulesPage[1]} />
    );
  }
  if (/^\/osoi\/army\/?$/.test(path)) return <OsoiArmyBuilder />;
  if (/^\/osoi\/maps\/?$/.test(path)) return <OsoiMapEditor />;
  if (/^\/lab\/?$/.test(path)) return <Lab />;
  return <Lobby />;
}

document.documentElement.lang = i18n.language;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
