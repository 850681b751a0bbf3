/**
 * `/rules/<game>/table`: how to play the online table of a game — what to click, what the colours and badges
 * mean — hand-written in web/src/i18n.ts (`howto`) from what the tables show; Spark Ball's (SB_GUIDE below)
 * from what SparkBall.tsx draws today, kept general where its table is still being built.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameNames } from '../games.ts';
import { en, fr } from '../i18n.ts';
import type { RulesGame } from '../rules/load.ts';
import { Header, SEAT_COLOURS, useLang } from './common.tsx';
import { KIND_FILL } from './PissSquig.tsx';

export function HowToPlay({ game }: { game: RulesGame }) {
  const { t } = useTranslation();
  const lang = useLang();
  const strings = (lang === 'en' ? en : fr).howto;
  const sections =
    game === 'spark-ball'
      ? SB_GUIDE[lang]
      : [...(game === 'piss-squig' ? strings.ps : strings.pil), ...strings.common];
  useEffect(() => {
    document.title = `${t('howto.title')} — ${gameNames[game] ?? game}`;
  }, [game, t]);
  return (
    <div className="page rules-view">
      <Header>
        <span className="game-name">{gameNames[game] ?? game}</span>{' '}
        <a href={`/rules/${game}`} data-testid="rules-link">
          {t('howto.fullRules')}
        </a>
      </Header>
      <main className="rules-page howto" lang={lang} data-testid="howto">
        <h1>{t('howto.title')}</h1>
        <p>{t('howto.intro')}</p>
        {sections.map((s, i) => (
          <section key={s.h} className="rules-section">
            <h2>{s.h}</h2>
            <ul>
              {s.items.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            {/* The Piss' Squig colours, drawn as the pit draws them, after the section that names them. */}
            {game === 'piss-squig' && i === 2 && <ColourKey />}
          </section>
        ))}
        <p className="rules-more">
          <a href={`/rules/${game}`}>{t('howto.fullRules')}</a>
        </p>
      </main>
    </div>
  );
}

/** The pit's colours: the seats', then the highlighted squares', the slippery square and a post. */
function ColourKey() {
  const { t } = useTranslation();
  const kinds = ['step', 'gfi', 'jump', 'push', 'sidestep', 'squig'] as const;
  return (
    <ul className="howto-key" data-testid="colour-key">
      {SEAT_COLOURS.slice(0, 4).map((c, n) => (
        <li key={c}>
          <span className="key-chip round" style={{ background: c }} /> {t('play.playerN', { n: n + 1 })}
        </li>
      ))}
      {kinds.map((k) => (
        <li key={k}>
          <span
            className="key-chip"
            style={{ backgroundImage: `linear-gradient(${KIND_FILL[k]}, ${KIND_FILL[k]})` }}
          />{' '}
          {t(`ps.act.${k}`)}
        </li>
      ))}
      <li>
        <span className="key-chip slip" /> {t('ps.slippery')}
      </li>
      <li>
        <span className="key-chip post" /> {t('ps.post')}
      </li>
    </ul>
  );
}

interface GuideSection {
  h: string;
  items: string[];
}

/** The Spark Ball table's guide: the pitch, the bases, deployment, the phase and the Move (SparkBall.tsx). */
const SB_GUIDE: Record<'fr' | 'en', GuideSection[]> = {
  fr: [
    {
      h: 'Le terrain',
      items: [
        'Le terrain est dessiné à l’échelle : 13 pouces de large, 21 de long. Chaque coach voit son propre but en bas de l’écran (un spectateur voit celui de Domicile).',
        'Les traits jaunes épais sur les deux petits côtés sont les buts (7 ps de large) ; les rectangles pointillés devant eux sont les zones de but, où le gardien doit rester. La ligne blanche au milieu est la ligne médiane, avec le point central.',
        'Pendant le déploiement, la moitié de chaque camp est teintée de sa couleur : la zone où ses joueurs doivent avoir leur centre.',
        'Tout se mesure en pouces (ps), de bord de socle à bord de socle, comme sur une vraie table ; la table arrondit les points que vous touchez au dixième de pouce.',
      ],
    },
    {
      h: 'Les joueurs et la balle',
      items: [
        'Chaque joueur est un socle rond à sa vraie taille, de la couleur de son siège, avec son numéro et son poste : A attaquant, D défenseur, G gardien. Un anneau jaune marque le capitaine.',
        'Un socle creux est un joueur au sol ; un socle pâle, un joueur qui a fini pour ce tour (Occupé). ✶ : il est sonné. Pastille violette chiffrée : il est déséquilibré, le chiffre donne le nombre de causes (−1 chacune).',
        'La balle est le petit disque jaune : au centre de son porteur quand elle est tenue, seule sur le terrain quand elle est libre.',
        'Survolez un socle avec la souris : son nom, son poste, ses caractéristiques MV, F, R, AG, AR et son état.',
      ],
    },
    {
      h: 'Le déploiement',
      items: [
        '« Formation proposée » place toute votre équipe dans une formation légale, prête à envoyer.',
        'Pour changer une place : touchez un joueur puis l’endroit où il doit aller, ou faites glisser son socle. « Valider le déploiement » envoie toutes les positions.',
        'Vous pouvez envoyer n’importe quel point : le serveur vérifie la règle (zone de déploiement, gardien dans sa zone de but, socles qui ne se chevauchent pas) et, s’il refuse, dit pourquoi en mots.',
      ],
    },
    {
      h: 'Votre phase',
      items: [
        'Quand c’est votre phase, les joueurs que vous pouvez activer se touchent : touchez-en un pour l’activer, ou « Passer la phase ». Le joueur actif est cerclé de blanc.',
        'Ensuite, les boutons proposent ce que les règles permettent maintenant : « Se relever » s’il est au sol, « Se déplacer », « Bondir », « Ramasser le ballon », « Finir l’activation ».',
        'Le panneau à côté du terrain donne le score Domicile – Extérieur, le tour, l’étape du match, le coach dont c’est la phase, le nombre de phases vides de suite et les relances d’équipe de chaque camp.',
      ],
    },
    {
      h: 'Se déplacer et bondir',
      items: [
        'Faites glisser le socle du joueur actif : un socle fantôme suit votre doigt et le trajet se dessine en blanc. Relâchez pour poser un point de passage ; touchez le terrain pour en ajouter d’autres (8 au plus).',
        'La ligne « Trajet : … po (reste … po) » donne la longueur prévue et le mouvement qui reste ; le cercle pointillé autour du bout du trajet montre jusqu’où vous pouvez encore aller. Trajet et ligne passent en rouge quand le mouvement ne suffit plus.',
        '« Se déplacer » envoie le trajet ; « Effacer le trajet » le reprend de zéro.',
        '« Bondir » dessine en bleu la portée du bond autour du joueur (2 ps, 1 avec Massif, 1 de plus avec Réacteurs dorsaux) : touchez le point d’arrivée.',
        'Les halos rouges entourent chaque adversaire qui peut encore vous plaquer pendant cette phase : si le centre de votre joueur y entre, il est à sa portée ; l’anneau extérieur pointillé ajoute le bond du plaqueur. C’est un repère : le serveur décide qui peut réagir.',
      ],
    },
    {
      h: 'Les règles sous la main',
      items: [
        'Les identifiants de règle (SB-SETUP-4, SB-PHASE-1…) à côté des boutons ouvrent le texte entier de la règle, dans la langue de la page ; « Lire la règle dans son contexte » ouvre ces règles-ci, sur cette règle, dans un nouvel onglet.',
      ],
    },
  ],
  en: [
    {
      h: 'The pitch',
      items: [
        'The pitch is drawn to scale: 13 inches wide, 21 long. Each coach sees his own goal at the bottom of the screen (a spectator sees Home’s).',
        'The thick yellow lines on the two short sides are the goals (7 in wide); the dashed rectangles in front of them are the goal zones, where the keeper must stay. The white line across the middle is the halfway line, with the centre spot.',
        'During deployment each side’s half is tinted in its colour: the area where its players’ centres must be.',
        'Everything is measured in inches, from base edge to base edge, as at a real table; the table rounds the points you touch to a tenth of an inch.',
      ],
    },
    {
      h: 'Players and ball',
      items: [
        'Each player is a round base at its true size, in his seat’s colour, with his number and position: A Attacker, D Defender, K Keeper. A yellow ring marks the captain.',
        'A hollow base is a prone player; a faded one, a player who is done for this turn. ✶: he is stunned. A numbered purple badge: he is unbalanced, the number being how many causes (−1 each).',
        'The ball is the small yellow disc: at its holder’s centre when held, on its own on the pitch when loose.',
        'Hover over a base with the mouse: his name, position, characteristics MV, F, R, AG, AR and state.',
      ],
    },
    {
      h: 'Deployment',
      items: [
        '“Suggested formation” places your whole team in a legal formation, ready to send.',
        'To change a place: tap a player, then where he should go, or drag his base. “Confirm deployment” sends every position.',
        'You may send any point: the server checks the rule (deployment area, keeper in his goal zone, no overlapping bases) and, if it refuses, says why in words.',
      ],
    },
    {
      h: 'Your phase',
      items: [
        'In your phase the players you may activate respond to a tap: tap one to activate him, or “Pass the phase”. The active player is ringed in white.',
        'Then the buttons offer what the rules allow now: “Stand up” if he is prone, “Move”, “Leap”, “Pick up the ball”, “End activation”.',
        'The panel beside the pitch gives the score Home – Away, the turn, the stage of the match, whose phase it is, how many empty phases in a row and each side’s team rerolls.',
      ],
    },
    {
      h: 'Moving and leaping',
      items: [
        'Drag the active player’s base: a ghost base follows your finger and the path is drawn in white. Let go to set a waypoint; tap the pitch to add more (8 at most).',
        'The line “Path: … in (… in left)” gives the planned length and the movement left; the dashed circle around the end of the path shows how far you can still go. Path and line turn red when the movement is not enough.',
        '“Move” sends the path; “Clear the path” starts it again.',
        '“Leap” draws the leap’s reach in blue around the player (2 in, 1 with Massif, 1 more with Réacteurs dorsaux): tap the landing point.',
        'The red halos surround each opponent who may still tackle you this phase: if your player’s centre enters one, he is within that opponent’s reach; the dashed outer ring adds the tackler’s leap. It is a guide: the server decides who may react.',
      ],
    },
    {
      h: 'The rules at hand',
      items: [
        'The rule IDs (SB-SETUP-4, SB-PHASE-1…) beside the buttons open the rule’s whole text, in the page’s language; “Read it in the rules” opens these rules, on that rule, in a new tab.',
      ],
    },
  ],
};
