import type { ReactNode } from 'react';
import * as glyphs from '@agency/ui/glyphs';
import type { IconName } from '@agency/ui/icon';
import type { ArtName } from '../content/art';
import styles from './illustration.module.css';

// The scenes Illustration draws inside its <svg>, in a module of their own: Illustration loads
// it only when it renders in the browser without the server's SVG (see illustration.tsx).

const glyphTone = {
  accent: styles.glyph,
  ink: styles.glyphInk,
  onAccent: styles.glyphOnAccent,
  onDark: styles.glyphOnDark,
};

/** An icon glyph drawn large inside an illustration, in the stroke colour of what it sits on. */
function Glyph({
  name,
  x,
  y,
  size,
  tone = 'accent',
  stroke,
}: {
  name: IconName;
  x: number;
  y: number;
  size: number;
  tone?: keyof typeof glyphTone;
  /** Stroke width in the icon's 24-unit grid; by default a little heavier as the glyph grows. */
  stroke?: number;
}) {
  const scale = size / 24;
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      className={glyphTone[tone]}
      strokeWidth={stroke ?? 2.2 / scale + 0.6}
    >
      {glyphs[name]()}
    </g>
  );
}

function Stars({
  x,
  y,
  size = 14,
  count = 5,
}: {
  x: number;
  y: number;
  size?: number;
  count?: number;
}) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => (
        <path
          key={index}
          className={styles.accent}
          transform={`translate(${x + index * (size + 4)} ${y}) scale(${size / 24})`}
          d="M12 2l3 6.3 6.8.8-5 4.7 1.3 6.8L12 17.3l-6.1 3.3 1.3-6.8-5-4.7 6.8-.8z"
        />
      ))}
    </g>
  );
}

function Browser({
  x,
  y,
  w,
  h,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  children?: ReactNode;
}) {
  return (
    <g>
      <rect className={styles.frame} x={x} y={y} width={w} height={h} rx={16} />
      <path
        className={styles.bar}
        d={`M${x + 1} ${y + 34}h${w - 2}V${y + 16}a15 15 0 0 0-15-15H${x + 16}a15 15 0 0 0-15 15z`}
      />
      <circle className={styles.muted} cx={x + 18} cy={y + 17} r={5} />
      <circle className={styles.muted} cx={x + 34} cy={y + 17} r={5} />
      <circle className={styles.accent} cx={x + 50} cy={y + 17} r={5} />
      {children}
    </g>
  );
}

/** A sedan in profile, bottom of the tyres at `ground`. */
function Car({ x, ground, scale = 1 }: { x: number; ground: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${ground - 64 * scale}) scale(${scale})`}>
      <path
        className={styles.brand}
        d="M2 52V38c0-6 4-9 10-10l26-3 22-20c4-4 9-5 15-5h34c6 0 11 2 15 6l22 19 20 3c7 1 12 5 12 12v12c0 3-2 5-5 5H7c-3 0-5-2-5-5z"
      />
      <path
        className={styles.window}
        d="M46 25l18-17c2-2 5-3 8-3h18v20zM98 5h14c4 0 7 1 10 4l15 16H98z"
      />
      <rect className={styles.accent} x={164} y={34} width={12} height={6} rx={3} />
      <circle className={styles.wheel} cx={44} cy={52} r={13} />
      <circle className={styles.hub} cx={44} cy={52} r={5} />
      <circle className={styles.wheel} cx={138} cy={52} r={13} />
      <circle className={styles.hub} cx={138} cy={52} r={5} />
    </g>
  );
}

function MiniCard({ x, y, icon, w = 150 }: { x: number; y: number; icon: IconName; w?: number }) {
  return (
    <g>
      <rect className={styles.frame} x={x} y={y} width={w} height={64} rx={14} />
      <circle className={styles.blob} cx={x + 32} cy={y + 32} r={20} />
      <Glyph name={icon} x={x + 20} y={y + 20} size={24} />
      <rect className={styles.ink} x={x + 62} y={y + 22} width={w - 84} height={8} rx={4} />
      <rect className={styles.muted} x={x + 62} y={y + 36} width={w - 104} height={7} rx={3.5} />
    </g>
  );
}

function HomeArt() {
  return (
    <>
      <circle className={styles.blob} cx={290} cy={190} r={170} />
      <Browser x={40} y={46} w={380} h={270}>
        <rect className={styles.ink} x={66} y={104} width={150} height={14} rx={7} />
        <rect className={styles.muted} x={66} y={128} width={120} height={9} rx={4.5} />
        <rect className={styles.muted} x={66} y={144} width={100} height={9} rx={4.5} />
        <rect className={styles.accent} x={66} y={166} width={98} height={28} rx={14} />
        <Car x={222} ground={198} scale={1} />
        <rect className={styles.bar} x={66} y={222} width={100} height={70} rx={10} />
        <rect className={styles.bar} x={180} y={222} width={100} height={70} rx={10} />
        <Glyph name="wrench" x={100} y={240} size={32} tone="ink" />
        <Glyph name="calendar" x={214} y={240} size={32} tone="ink" />
      </Browser>
      <g>
        <rect className={styles.frame} x={300} y={240} width={160} height={104} rx={14} />
        <rect className={styles.ink} x={318} y={258} width={70} height={8} rx={4} />
        <polyline className={styles.line} points="320,326 350,306 374,314 404,288 440,274" />
        <circle className={styles.accent} cx={440} cy={274} r={6} />
      </g>
      <g>
        <rect className={styles.frame} x={316} y={12} width={132} height={52} rx={26} />
        <Stars x={332} y={30} size={16} />
      </g>
    </>
  );
}

function AutomotiveArt() {
  return (
    <>
      <circle className={styles.blob} cx={240} cy={200} r={170} />
      <path className={styles.frame} d="M70 300V150l170-80 170 80v150z" />
      <rect className={styles.bar} x={110} y={190} width={260} height={110} rx={6} />
      {[214, 238, 262].map((y) => (
        <rect key={y} className={styles.muted} x={110} y={y - 1} width={260} height={2} />
      ))}
      <rect className={styles.brand} x={150} y={130} width={180} height={40} rx={8} />
      <rect className={styles.onAccent} x={176} y={145} width={128} height={10} rx={5} />
      <Car x={150} ground={312} scale={1.05} />
      <rect className={styles.ink} x={40} y={312} width={400} height={6} rx={3} />
      <g>
        <rect className={styles.frame} x={330} y={56} width={132} height={52} rx={26} />
        <Stars x={346} y={74} size={16} />
      </g>
    </>
  );
}

function AutomotiveDetailArt() {
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={160} />
      <rect className={styles.frame} x={170} y={30} width={150} height={300} rx={26} />
      <rect className={styles.bar} x={184} y={60} width={122} height={90} rx={12} />
      <Car x={196} ground={132} scale={0.55} />
      <rect className={styles.ink} x={186} y={166} width={100} height={10} rx={5} />
      <rect className={styles.muted} x={186} y={184} width={80} height={8} rx={4} />
      <rect className={styles.accent} x={186} y={210} width={118} height={34} rx={17} />
      <rect className={styles.bar} x={186} y={256} width={118} height={34} rx={17} />
      <MiniCard x={24} y={90} icon="pin" />
      <MiniCard x={306} y={240} icon="calendar" />
    </>
  );
}

function GatewayArt({ detail = false }: { detail?: boolean }) {
  if (detail) {
    return (
      <>
        <circle className={styles.blob} cx={250} cy={190} r={165} />
        <Browser x={40} y={50} w={400} h={280}>
          <rect className={styles.bar} x={56} y={100} width={90} height={214} rx={10} />
          {[118, 148, 178, 208].map((y) => (
            <rect key={y} className={styles.muted} x={70} y={y} width={62} height={10} rx={5} />
          ))}
          {[
            [170, 240, 60],
            [210, 200, 100],
            [250, 220, 80],
            [290, 170, 130],
            [330, 150, 150],
            [370, 130, 170],
          ].map(([x, y, h]) => (
            <rect
              key={x}
              className={x === 370 ? styles.accent : styles.brand}
              x={x}
              y={y}
              width={26}
              height={h}
              rx={5}
            />
          ))}
          <rect className={styles.ink} x={170} y={104} width={140} height={10} rx={5} />
        </Browser>
      </>
    );
  }
  const nodes: [number, number, IconName][] = [
    [90, 90, 'pen'],
    [390, 90, 'mail'],
    [90, 290, 'layers'],
    [390, 290, 'shield'],
  ];
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={170} />
      {nodes.map(([x, y]) => (
        <path key={`${x}-${y}`} className={styles.thin} d={`M240 190L${x} ${y}`} />
      ))}
      <rect className={styles.brand} x={180} y={130} width={120} height={120} rx={28} />
      <Glyph name="hub" x={210} y={160} size={60} />
      {nodes.map(([x, y, icon]) => (
        <g key={icon}>
          <circle className={styles.frame} cx={x} cy={y} r={42} />
          <Glyph name={icon} x={x - 18} y={y - 18} size={36} tone="ink" />
        </g>
      ))}
    </>
  );
}

function AthleticsArt() {
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={170} />
      <rect className={styles.frame} x={70} y={50} width={340} height={280} rx={20} />
      <SunMark x={240} y={160} r={52} />
      <path className={styles.onAccent} d="M210 168h60v10h-60zM222 150h36v10h-36z" />
      <rect className={styles.ink} x={150} y={272} width={180} height={18} rx={4} />
      <rect className={styles.muted} x={186} y={298} width={108} height={9} rx={4.5} />
    </>
  );
}

/** A person as a head and shoulders, standing on `ground`. */
function Person({ x, ground, tone }: { x: number; ground: number; tone?: string }) {
  return (
    <g>
      <circle className={tone} cx={x} cy={ground - 96} r={17} />
      <path className={tone} d={`M${x - 26} ${ground}v-44a26 26 0 0 1 52 0v44z`} />
    </g>
  );
}

/** About: the team in a service bay, a car on the lift between them. */
function AboutArt() {
  return (
    <>
      <circle className={styles.blob} cx={240} cy={200} r={170} />
      <path className={styles.frame} d="M60 318V140q0-40 40-40h280q40 0 40 40v178z" />
      <rect className={styles.bar} x={96} y={134} width={288} height={184} rx={10} />
      <rect className={styles.muted} x={150} y={214} width={10} height={104} rx={3} />
      <rect className={styles.muted} x={320} y={214} width={10} height={104} rx={3} />
      <rect className={styles.ink} x={140} y={226} width={200} height={8} rx={4} />
      <Car x={150} ground={226} scale={1} />
      <Person x={118} ground={318} tone={styles.brand} />
      <Person x={362} ground={318} tone={styles.accent} />
      <rect className={styles.ink} x={40} y={316} width={400} height={6} rx={3} />
      <g>
        <rect className={styles.frame} x={300} y={40} width={128} height={56} rx={28} />
        <Glyph name="heart" x={318} y={54} size={28} />
        <rect className={styles.ink} x={356} y={60} width={52} height={8} rx={4} />
        <rect className={styles.muted} x={356} y={74} width={36} height={7} rx={3.5} />
      </g>
    </>
  );
}

/** Services: four services as tiles around one hub, each doing its part. */
function ServicesArt() {
  const tiles: [number, number, IconName, boolean][] = [
    [40, 40, 'browser', false],
    [290, 40, 'megaphone', true],
    [40, 220, 'star', false],
    [290, 220, 'compass', false],
  ];
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={165} />
      {tiles.map(([x, y]) => (
        <path key={`${x}-${y}`} className={styles.thin} d={`M240 190L${x + 75} ${y + 60}`} />
      ))}
      {tiles.map(([x, y, icon, lit]) => (
        <g key={icon}>
          <rect
            className={lit ? styles.accent : styles.frame}
            x={x}
            y={y}
            width={150}
            height={120}
            rx={20}
          />
          <Glyph
            name={icon}
            x={x + 24}
            y={y + 22}
            size={36}
            tone={lit ? 'onAccent' : 'accent'}
            stroke={lit ? 1.8 : undefined}
          />
          <rect
            className={lit ? styles.onAccent : styles.ink}
            x={x + 24}
            y={y + 74}
            width={86}
            height={9}
            rx={4.5}
          />
          <rect
            className={lit ? styles.onAccent : styles.muted}
            x={x + 24}
            y={y + 90}
            width={60}
            height={7}
            rx={3.5}
            opacity={lit ? 0.7 : undefined}
          />
        </g>
      ))}
      <circle className={styles.brand} cx={240} cy={190} r={42} />
      <Glyph name="gear" x={222} y={172} size={36} tone="onDark" stroke={1.8} />
    </>
  );
}

/** Portfolio: finished work on every screen, a laptop, a tablet and a phone. */
function PortfolioArt() {
  return (
    <>
      <circle className={styles.blob} cx={250} cy={190} r={165} />
      <rect className={styles.frame} x={30} y={70} width={170} height={220} rx={18} />
      <rect className={styles.bar} x={44} y={86} width={142} height={80} rx={10} />
      <rect className={styles.ink} x={44} y={180} width={110} height={9} rx={4.5} />
      <rect className={styles.muted} x={44} y={196} width={130} height={7} rx={3.5} />
      <rect className={styles.muted} x={44} y={210} width={96} height={7} rx={3.5} />
      <rect className={styles.frame} x={120} y={100} width={290} height={190} rx={14} />
      <rect className={styles.bar} x={134} y={114} width={262} height={162} rx={6} />
      <rect className={styles.brand} x={134} y={114} width={262} height={70} rx={6} />
      <rect className={styles.onAccent} x={152} y={136} width={120} height={10} rx={5} />
      <rect className={styles.accent} x={152} y={156} width={64} height={16} rx={8} />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          className={styles.frame}
          x={150 + index * 82}
          y={200}
          width={70}
          height={60}
          rx={8}
        />
      ))}
      <path className={styles.frame} d="M90 290h380l-22 22H112z" />
      <rect className={styles.frame} x={352} y={170} width={92} height={170} rx={16} />
      <rect className={styles.bar} x={362} y={188} width={72} height={56} rx={8} />
      <rect className={styles.ink} x={362} y={254} width={56} height={8} rx={4} />
      <rect className={styles.accent} x={362} y={272} width={72} height={22} rx={11} />
      <g>
        <circle className={styles.accent} cx={70} cy={58} r={34} />
        <path
          className={styles.onAccent}
          d="M70 38l6 12.5 13.5 1.6-10 9.4 2.6 13.5L70 68.4 57.9 75l2.6-13.5-10-9.4 13.5-1.6z"
        />
      </g>
    </>
  );
}

/** Careers: a remote team, each at their own desk, joined around the work. */
function CareersArt() {
  const seats: [number, number, string | undefined][] = [
    [90, 96, styles.brand],
    [390, 96, styles.accent],
    [70, 280, styles.accent],
    [410, 280, styles.brand],
    [240, 330, styles.muted],
  ];
  return (
    <>
      <circle className={styles.blob} cx={240} cy={200} r={170} />
      {seats.map(([x, y]) => (
        <path key={`${x}-${y}`} className={styles.thin} d={`M240 190L${x} ${y}`} />
      ))}
      <rect className={styles.frame} x={160} y={130} width={160} height={110} rx={12} />
      <rect className={styles.bar} x={172} y={142} width={136} height={86} rx={6} />
      <Glyph name="code" x={216} y={161} size={48} />
      <path className={styles.frame} d="M140 240h200l-16 18H156z" />
      {seats.map(([x, y, tone]) => (
        <g key={`seat-${x}-${y}`}>
          <circle className={styles.frame} cx={x} cy={y} r={36} />
          <circle className={tone} cx={x} cy={y - 8} r={11} />
          <path className={tone} d={`M${x - 20} ${y + 24}a20 20 0 0 1 40 0z`} />
        </g>
      ))}
      <g>
        <path
          className={styles.accent}
          d="M330 180h96a14 14 0 0 1 14 14v34a14 14 0 0 1-14 14h-62l-20 16v-16h-14a14 14 0 0 1-14-14v-34a14 14 0 0 1 14-14z"
        />
        <rect className={styles.onAccent} x={334} y={198} width={80} height={8} rx={4} />
        <rect
          className={styles.onAccent}
          x={334}
          y={214}
          width={54}
          height={8}
          rx={4}
          opacity={0.7}
        />
      </g>
    </>
  );
}

/** Digital marketing: the shop on the local map, top rated, calls going up. */
function LocalMapArt() {
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={168} />
      <rect className={styles.frame} x={50} y={60} width={320} height={260} rx={20} />
      <rect className={styles.bar} x={64} y={74} width={292} height={232} rx={12} />
      <path className={styles.thin} d="M64 150H356M64 240H356M150 74V306M270 74V306" />
      <path className={styles.frame} d="M64 200c60-10 90 40 150 30s80-60 142-50" />
      {[
        [84, 92],
        [290, 92],
        [84, 258],
        [170, 258],
        [290, 258],
      ].map(([x, y]) => (
        <rect
          key={`${x}-${y}`}
          className={styles.muted}
          x={x}
          y={y}
          width={44}
          height={34}
          rx={6}
        />
      ))}
      <g>
        <path
          className={styles.accent}
          d="M210 96c-30 0-52 22-52 50 0 38 52 86 52 86s52-48 52-86c0-28-22-50-52-50z"
        />
        <circle className={styles.onAccent} cx={210} cy={146} r={24} />
        <Glyph name="wrench" x={196} y={132} size={27.6} stroke={2.2} />
      </g>
      <g>
        <rect className={styles.frame} x={300} y={30} width={150} height={56} rx={28} />
        <Stars x={318} y={50} size={18} />
      </g>
      <g>
        <rect className={styles.frame} x={318} y={222} width={140} height={104} rx={14} />
        <rect className={styles.ink} x={334} y={238} width={64} height={8} rx={4} />
        <polyline className={styles.line} points="336,306 362,292 386,298 412,272 442,258" />
        <circle className={styles.accent} cx={442} cy={258} r={6} />
      </g>
    </>
  );
}

/** The monthly marketing workflow: four weekly stages joined by a road. */
function WorkflowArt() {
  const stages: [number, IconName][] = [
    [70, 'search'],
    [180, 'camera'],
    [290, 'star'],
    [400, 'chart'],
  ];
  return (
    <>
      <rect className={styles.frame} x={10} y={60} width={460} height={260} rx={24} />
      <path className={styles.thin} d="M70 190H400" />
      {stages.map(([x, icon], index) => (
        <g key={icon}>
          <circle className={index === 3 ? styles.accent : styles.brand} cx={x} cy={190} r={40} />
          <Glyph name={icon} x={x - 18} y={172} size={36} tone="onDark" stroke={1.8} />
          <rect className={styles.ink} x={x - 30} y={250} width={60} height={10} rx={5} />
          <rect className={styles.muted} x={x - 22} y={268} width={44} height={8} rx={4} />
          <rect className={styles.bar} x={x - 34} y={100} width={68} height={28} rx={14} />
          <text x={x} y={119} textAnchor="middle" className={styles.label}>
            {`Week ${index + 1}`}
          </text>
        </g>
      ))}
    </>
  );
}

/** The sun mark of the Solar Athletics rebrand: a disc with twelve rays. */
function SunMark({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${r / 52})`}>
      {Array.from({ length: 12 }, (_, index) => (
        <rect
          key={index}
          className={styles.accent}
          x={-6}
          y={-92}
          width={12}
          height={30}
          rx={6}
          transform={`rotate(${index * 30})`}
        />
      ))}
      <circle className={styles.accent} r={52} />
    </g>
  );
}

/** Solar Athletics, the guidelines: the mark in its three lockups, the type and the colours. */
function AthleticsGuideArt() {
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={165} />
      <rect className={styles.frame} x={30} y={30} width={420} height={320} rx={20} />
      <rect className={styles.bar} x={50} y={50} width={180} height={120} rx={12} />
      <SunMark x={92} y={110} r={20} />
      <rect className={styles.ink} x={128} y={98} width={84} height={12} rx={3} />
      <rect className={styles.muted} x={128} y={118} width={58} height={8} rx={4} />
      <rect className={styles.bar} x={250} y={50} width={180} height={120} rx={12} />
      <SunMark x={340} y={92} r={18} />
      <rect className={styles.ink} x={298} y={130} width={84} height={12} rx={3} />
      <rect className={styles.brand} x={50} y={190} width={120} height={140} rx={12} />
      <SunMark x={110} y={260} r={24} />
      <text x={190} y={290} className={styles.display}>
        Aa
      </text>
      <rect className={styles.muted} x={194} y={306} width={90} height={8} rx={4} />
      {[styles.accent, styles.brand, styles.ink].map((tone, index) => (
        <rect
          key={tone}
          className={tone}
          x={320 + index * 38}
          y={200}
          width={30}
          height={120}
          rx={8}
        />
      ))}
    </>
  );
}

/** Web development: the code in an editor becomes the shop's site on a phone, fast. */
function WebArt() {
  const code: [number, number, number, string | undefined][] = [
    [0, 0, 70, styles.accent],
    [1, 20, 110, styles.muted],
    [2, 20, 80, styles.link],
    [3, 40, 120, styles.muted],
    [4, 40, 60, styles.accent],
    [5, 20, 96, styles.muted],
    [6, 0, 50, styles.link],
  ];
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={168} />
      <rect className={styles.frame} x={24} y={50} width={290} height={236} rx={16} />
      <path className={styles.brand} d="M25 84h288V66a15 15 0 0 0-15-15H40a15 15 0 0 0-15 15z" />
      <circle className={styles.accent} cx={46} cy={68} r={5} />
      {code.map(([row, indent, width, tone]) => (
        <g key={row}>
          <rect className={styles.muted} x={42} y={106 + row * 24} width={12} height={8} rx={4} />
          <rect
            className={tone}
            x={66 + indent}
            y={106 + row * 24}
            width={width}
            height={8}
            rx={4}
          />
        </g>
      ))}
      <rect className={styles.frame} x={300} y={72} width={150} height={280} rx={26} />
      <rect className={styles.bar} x={314} y={100} width={122} height={84} rx={12} />
      <Car x={322} ground={172} scale={0.55} />
      <rect className={styles.ink} x={314} y={198} width={96} height={10} rx={5} />
      <rect className={styles.muted} x={314} y={216} width={76} height={8} rx={4} />
      <rect className={styles.accent} x={314} y={238} width={122} height={34} rx={17} />
      <rect className={styles.bar} x={314} y={282} width={122} height={34} rx={17} />
      <g>
        <circle className={styles.frame} cx={86} cy={312} r={50} />
        <path className={styles.line} d="M56 324a32 32 0 1 1 60 0" />
        <path className={styles.needle} d="M86 316l22-24" />
        <circle className={styles.ink} cx={86} cy={316} r={6} />
      </g>
    </>
  );
}

/** Paid ads: an ad for the shop, aimed at the bullseye, and the bookings it brings. */
function AdsArt() {
  return (
    <>
      <circle className={styles.blob} cx={250} cy={190} r={168} />
      <g>
        {[110, 80, 50].map((r, index) => (
          <circle
            key={r}
            className={index === 1 ? styles.bar : styles.frame}
            cx={330}
            cy={170}
            r={r}
          />
        ))}
        <circle className={styles.accent} cx={330} cy={170} r={22} />
        <path className={styles.arrow} d="M332 168L452 48" />
        <path className={styles.accent} d="M452 48l-4 24 10 2 14-14zM452 48l-24 4-2 10 14 14z" />
      </g>
      <rect className={styles.frame} x={24} y={60} width={200} height={230} rx={16} />
      <rect className={styles.bar} x={40} y={76} width={168} height={96} rx={10} />
      <Car x={52} ground={160} scale={0.78} />
      <rect className={styles.accent} x={40} y={184} width={40} height={20} rx={10} />
      <rect className={styles.ink} x={90} y={190} width={100} height={9} rx={4.5} />
      <rect className={styles.muted} x={40} y={216} width={150} height={8} rx={4} />
      <rect className={styles.muted} x={40} y={232} width={120} height={8} rx={4} />
      <rect className={styles.brand} x={40} y={252} width={100} height={26} rx={13} />
      <g>
        <rect className={styles.frame} x={200} y={270} width={190} height={92} rx={14} />
        {[20, 34, 30, 48, 62].map((h, index) => (
          <rect
            key={index}
            className={index === 4 ? styles.accent : styles.brand}
            x={220 + index * 32}
            y={346 - h}
            width={20}
            height={h}
            rx={4}
          />
        ))}
      </g>
    </>
  );
}

/** Strategy: a road plan from today to the goal, a compass and the brand kit it calls for. */
function StrategyArt() {
  const stops: [number, number][] = [
    [96, 300],
    [214, 214],
    [318, 168],
  ];
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={168} />
      <rect className={styles.frame} x={30} y={40} width={420} height={310} rx={20} />
      <path
        className={styles.road}
        d="M60 330C160 320 120 240 214 214S300 180 318 168 380 100 410 96"
      />
      <path
        className={styles.roadLine}
        d="M60 330C160 320 120 240 214 214S300 180 318 168 380 100 410 96"
      />
      {stops.map(([x, y], index) => (
        <g key={x}>
          <circle className={styles.frame} cx={x} cy={y} r={17} />
          <text x={x} y={y + 5} textAnchor="middle" className={styles.label}>
            {index + 1}
          </text>
        </g>
      ))}
      <rect className={styles.ink} x={406} y={50} width={5} height={50} rx={2} />
      <path className={styles.accent} d="M411 52h32l-10 12 10 12h-32z" />
      <g>
        <circle className={styles.bar} cx={108} cy={112} r={50} />
        <circle className={styles.frame} cx={108} cy={112} r={38} />
        <path className={styles.accent} d="M108 112l-10-8 34-22z" />
        <path className={styles.brand} d="M108 112l10 8-34 22z" />
      </g>
      <g>
        <rect className={styles.bar} x={254} y={250} width={176} height={80} rx={12} />
        {[styles.brand, styles.accent, styles.ink].map((tone, index) => (
          <circle key={tone} className={tone} cx={284 + index * 34} cy={290} r={14} />
        ))}
        <text x={376} y={302} className={styles.display} style={{ fontSize: 36 }}>
          Aa
        </text>
      </g>
    </>
  );
}

/** The growth hub: the shop at the centre, every service on one orbit, one monthly report. */
function HubArt() {
  const satellites: [number, number, IconName][] = [
    [56, 206, 'browser'],
    [170, 92, 'star'],
    [330, 92, 'megaphone'],
    [424, 206, 'chat'],
    [240, 330, 'chart'],
  ];
  return (
    <>
      <circle className={styles.blob} cx={240} cy={210} r={165} />
      <ellipse className={styles.thin} cx={240} cy={206} rx={184} ry={124} />
      <ellipse className={styles.thin} cx={240} cy={206} rx={110} ry={70} />
      <path className={styles.frame} d="M176 264v-70l64-44 64 44v70z" />
      <rect className={styles.bar} x={204} y={214} width={72} height={50} rx={4} />
      {[226, 240, 254].map((y) => (
        <rect key={y} className={styles.muted} x={204} y={y} width={72} height={3} />
      ))}
      <rect className={styles.accent} x={206} y={178} width={68} height={16} rx={8} />
      {satellites.map(([x, y, icon], index) => (
        <g key={icon}>
          <circle className={index === 2 ? styles.accent : styles.frame} cx={x} cy={y} r={34} />
          <Glyph
            name={icon}
            x={x - 16}
            y={y - 16}
            size={32}
            tone={index === 2 ? 'onAccent' : 'ink'}
            stroke={index === 2 ? 1.8 : undefined}
          />
        </g>
      ))}
    </>
  );
}

/** Contact: a letter on its way, a reply in the chat and a call booked in the calendar. */
function ContactArt() {
  return (
    <>
      <circle className={styles.blob} cx={220} cy={200} r={165} />
      <rect className={styles.frame} x={40} y={150} width={250} height={170} rx={14} />
      <rect className={styles.frame} x={66} y={86} width={198} height={170} rx={10} />
      <rect className={styles.ink} x={88} y={110} width={110} height={10} rx={5} />
      <rect className={styles.muted} x={88} y={132} width={150} height={8} rx={4} />
      <rect className={styles.muted} x={88} y={148} width={128} height={8} rx={4} />
      <path
        className={styles.bar}
        d="M41 190l124 76 124-76v116a13 13 0 0 1-13 13H54a13 13 0 0 1-13-13z"
      />
      <path
        className={styles.brand}
        d="M41 306l104-70h40l104 70v1a13 13 0 0 1-13 13H54a13 13 0 0 1-13-13z"
      />
      <path
        className={styles.accent}
        d="M300 36h142a16 16 0 0 1 16 16v48a16 16 0 0 1-16 16h-90l-26 22v-22h-26a16 16 0 0 1-16-16V52a16 16 0 0 1 16-16z"
      />
      <rect className={styles.onAccent} x={304} y={60} width={116} height={9} rx={4.5} />
      <rect
        className={styles.onAccent}
        x={304}
        y={78}
        width={80}
        height={9}
        rx={4.5}
        opacity={0.7}
      />
      <g>
        <rect className={styles.frame} x={318} y={176} width={144} height={150} rx={14} />
        <path
          className={styles.brand}
          d="M319 212h142v-20a15 15 0 0 0-15-15H334a15 15 0 0 0-15 15z"
        />
        {Array.from({ length: 12 }, (_, index) => (
          <rect
            key={index}
            className={index === 6 ? styles.accent : styles.bar}
            x={334 + (index % 4) * 30}
            y={226 + Math.floor(index / 4) * 30}
            width={22}
            height={22}
            rx={5}
          />
        ))}
        <path className={styles.tick} d="M390 267l5 5 9-10" />
      </g>
    </>
  );
}

/** The picture named `name`: the content of its <svg>. */
export default function IllustrationScene({ name }: { name: ArtName }): ReactNode {
  switch (name) {
    case 'home':
      return <HomeArt />;
    case 'automotive':
      return <AutomotiveArt />;
    case 'automotive-detail':
      return <AutomotiveDetailArt />;
    case 'gateway':
      return <GatewayArt />;
    case 'gateway-detail':
      return <GatewayArt detail />;
    case 'athletics':
      return <AthleticsArt />;
    case 'workflow':
      return <WorkflowArt />;
    case 'about':
      return <AboutArt />;
    case 'services':
      return <ServicesArt />;
    case 'portfolio':
      return <PortfolioArt />;
    case 'careers':
      return <CareersArt />;
    case 'marketing':
      return <LocalMapArt />;
    case 'athletics-detail':
      return <AthleticsGuideArt />;
    case 'web':
      return <WebArt />;
    case 'ads':
      return <AdsArt />;
    case 'strategy':
      return <StrategyArt />;
    case 'hub':
      return <HubArt />;
    case 'contact':
      return <ContactArt />;
  }
}
