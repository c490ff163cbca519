import './page-banner.css';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
}

/** The coloured title band at the top of a screen: its one level-1 heading and what the screen is for. */
export function PageBanner({ title, subtitle }: PageBannerProps) {
  return (
    <div className="page-banner">
      <h1 className="page-banner__title">{title}</h1>
      {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
    </div>
  );
}
