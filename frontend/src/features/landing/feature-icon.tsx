export type FeatureIconName = 'target' | 'shield' | 'chart' | 'sliders' | 'bolt' | 'calendar';

/** Stroke paths on a 24x24 grid; drawn here so the landing page needs no icon dependency. */
const paths: Record<FeatureIconName, string[]> = {
  target: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10', 'M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2'],
  shield: ['M12 3l7 3v6c0 4.5-3 7.5-7 9c-4-1.5-7-4.5-7-9V6z', 'M9 12l2 2l4-4'],
  chart: ['M4 20h16', 'M7 16v-5', 'M12 16V7', 'M17 16v-8'],
  sliders: ['M4 7h10', 'M18 7h2', 'M16 5v4', 'M4 17h4', 'M12 17h8', 'M10 15v4'],
  bolt: ['M13 3L5 14h6l-1 7l8-11h-6z'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M9 14l2 2l4-4'],
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="landing-feature-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
