import { useLingui } from '@lingui/react/macro';
import type { StructureNode } from '#contract/structure.ts';
import { useLikeToggle } from '../use-like-toggle.ts';
import classes from './like-button.module.css';

interface LikeButtonProps {
  /** An item node (card, detail header): customProperties.id and .kind name the item. */
  node: StructureNode;
  /** 'card': small, over the artwork; 'detail': larger, in the details header. Both icon-only, labelled. */
  variant?: 'card' | 'detail';
}

const itemOf = (node: StructureNode) => {
  const { id, kind } = node.data?.customProperties ?? {};
  return typeof id === 'number' && typeof kind === 'string' ? { id, kind } : undefined;
};

/** The favourite toggle of an item; nothing for items that cannot be liked. */
export function LikeButton({ node, variant = 'card' }: LikeButtonProps) {
  const item = itemOf(node);
  if (!item) return null;
  return <LikeToggleButton id={item.id} kind={item.kind} title={node.data?.title ?? ''} variant={variant} />;
}

function LikeToggleButton({
  id,
  kind,
  title,
  variant,
}: {
  id: number;
  kind: string;
  title: string;
  variant: 'card' | 'detail';
}) {
  const { t } = useLingui();
  const { type, liked, toggle } = useLikeToggle(id, kind);
  if (!type) return null;
  const label = liked ? t`Remove ${title} from favourites` : t`Add ${title} to favourites`;
  return (
    <button
      type="button"
      className={`${classes.like} ${classes[variant]}`}
      aria-pressed={liked}
      aria-label={label}
      title={label}
      data-like={type}
      onClick={toggle}
    >
      <svg
        viewBox="0 0 24 24"
        width={variant === 'card' ? 20 : 26}
        height={variant === 'card' ? 20 : 26}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 20.5 4.6 13.3a4.7 4.7 0 0 1 6.6-6.7l.8.8.8-.8a4.7 4.7 0 0 1 6.6 6.7Z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
