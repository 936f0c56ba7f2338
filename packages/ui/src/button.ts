import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'onBrand' | 'danger';
export type ButtonModifier = 'large' | 'small' | 'block';

/** The class of a button look, for a <button> or a link that acts as one:
 * `buttonClass('secondary', 'block')`. */
export function buttonClass(variant: ButtonVariant, ...modifiers: ButtonModifier[]): string {
  return [styles[variant], ...modifiers.map((modifier) => styles[modifier])].join(' ');
}
