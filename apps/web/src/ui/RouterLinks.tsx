import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

const TextAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => (
  <Anchor ref={ref} {...props} />
));

/** A Mantine Button that is a typed router link (`to`, `params`). */
export const ButtonLink = createLink(ButtonAnchor);

/** A Mantine Anchor that is a typed router link (`to`, `params`). */
export const AnchorLink = createLink(TextAnchor);
