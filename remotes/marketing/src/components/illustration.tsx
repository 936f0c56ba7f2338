import type { ReactNode } from 'react';
import type { CaseStudyArt } from '../content/types';
import { iconGlyph, type IconName } from './icons';
import styles from './illustration.module.css';

export type PageArtName =
  | 'home'
  | 'web'
  | 'marketing'
  | 'ads'
  | 'strategy'
  | 'hub'
  | 'about'
  | 'careers'
  | 'contact'
  | 'services'
  | 'portfolio'
  | 'legal'
  | 'workflow';

export type ArtName = PageArtName | CaseStudyArt;

const WIDTH = 480;
const HEIGHT = 380;

/** An icon glyph drawn large inside an illustration. */
function Glyph({
  name,
  x,
  y,
  size,
  ink = false,
}: {
  name: IconName;
  x: number;
  y: number;
  size: number;
  ink?: boolean;
}) {
  const scale = size / 24;
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      className={ink ? styles.glyphInk : styles.glyph}
      strokeWidth={2.2 / scale + 0.6}
    >
      {iconGlyph(name)}
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

/** A page hero: a large motif in a browser frame with two floating cards. */
function Scene({ main, left, right }: { main: IconName; left: IconName; right: IconName }) {
  return (
    <>
      <circle className={styles.blob} cx={260} cy={190} r={165} />
      <Browser x={70} y={60} w={330} h={240}>
        <circle className={styles.bar} cx={235} cy={170} r={70} />
        <Glyph name={main} x={190} y={125} size={90} />
        <rect className={styles.ink} x={100} y={264} width={120} height={10} rx={5} />
        <rect className={styles.accent} x={300} y={258} width={76} height={22} rx={11} />
      </Browser>
      <MiniCard x={14} y={110} icon={left} />
      <MiniCard x={316} y={250} icon={right} />
    </>
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
        <Glyph name="wrench" x={100} y={240} size={32} ink />
        <Glyph name="calendar" x={214} y={240} size={32} ink />
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
          <Glyph name={icon} x={x - 18} y={y - 18} size={36} ink />
        </g>
      ))}
    </>
  );
}

function AthleticsArt() {
  const rays = Array.from({ length: 12 }, (_, index) => index * 30);
  return (
    <>
      <circle className={styles.blob} cx={240} cy={190} r={170} />
      <rect className={styles.frame} x={70} y={50} width={340} height={280} rx={20} />
      <g transform="translate(240 160)">
        {rays.map((angle) => (
          <rect
            key={angle}
            className={styles.accent}
            x={-6}
            y={-92}
            width={12}
            height={30}
            rx={6}
            transform={`rotate(${angle})`}
          />
        ))}
        <circle className={styles.accent} r={52} />
        <path className={styles.onAccent} d="M-30 8h60v10h-60zM-18 -10h36v10h-36z" />
      </g>
      <rect className={styles.ink} x={150} y={272} width={180} height={18} rx={4} />
      <rect className={styles.muted} x={186} y={298} width={108} height={9} rx={4.5} />
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
          <g
            transform={`translate(${x - 18} 172) scale(1.5)`}
            className={styles.glyphOnDark}
            strokeWidth={1.8}
          >
            {iconGlyph(icon)}
          </g>
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

const scenes: Record<Exclude<PageArtName, 'home' | 'workflow'>, [IconName, IconName, IconName]> = {
  web: ['code', 'phone', 'search'],
  marketing: ['pin', 'star', 'chart'],
  ads: ['target', 'megaphone', 'chart'],
  strategy: ['compass', 'chart', 'palette'],
  hub: ['hub', 'star', 'browser'],
  about: ['wrench', 'heart', 'users'],
  careers: ['users', 'code', 'palette'],
  contact: ['chat', 'mail', 'calendar'],
  services: ['gear', 'browser', 'megaphone'],
  portfolio: ['layers', 'star', 'browser'],
  legal: ['document', 'shield', 'check'],
};

function artFor(name: ArtName): ReactNode {
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
    default: {
      const [main, left, right] = scenes[name];
      return <Scene main={main} left={left} right={right} />;
    }
  }
}

export interface IllustrationProps {
  name: ArtName;
  /** What the picture shows, for screen readers. */
  label: string;
  width?: number;
  className?: string;
}

/** Our own inline SVG illustrations: no network request, crisp at any size, themed by tokens. */
export function Illustration({ name, label, width = WIDTH, className }: IllustrationProps) {
  const height = Math.round((width * HEIGHT) / WIDTH);
  return (
    <svg
      className={`${styles.art} ${className ?? ''}`}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
    >
      {artFor(name)}
    </svg>
  );
}
