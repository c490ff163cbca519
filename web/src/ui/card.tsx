import type { HTMLAttributes } from 'react';
import './card.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={`card ${className ?? ''}`} {...rest} />;
}
