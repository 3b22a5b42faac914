import { Loader } from './loader';
import './show-more-button.css';

type ShowMoreButtonProps = {
  onClick: () => void;
  loading: boolean;
  label?: string;
};

/** Spec §2: 'Show More' is disabled and shows a spinner while the next page loads. */
export function ShowMoreButton({ onClick, loading, label = 'Show More' }: ShowMoreButtonProps) {
  return (
    <button type="button" className="button show-more" onClick={onClick} disabled={loading} aria-busy={loading}>
      {loading ? <Loader size={8} color="currentColor" label="Loading more" /> : null}
      {label}
    </button>
  );
}
