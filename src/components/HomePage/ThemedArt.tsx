import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** Size every home page picture is drawn at (src/plugins/home-page/art). */
const ART_WIDTH = 640;
const ART_HEIGHT = 440;

/**
 * One of the home page's pictures, in the variant of the colour mode shown.
 * Both are in the HTML and CSS hides the other mode's: no code decides, and
 * a lazy image that is not displayed is not downloaded.
 */
export default function ThemedArt({name, alt}: {name: string; alt: string}): ReactNode {
  const light = useBaseUrl(`/img/home/${name}-light.svg`);
  const dark = useBaseUrl(`/img/home/${name}-dark.svg`);
  return (
    <>
      <img className={`${styles.art} ${styles.lightOnly}`} src={light} alt={alt} width={ART_WIDTH} height={ART_HEIGHT} loading="lazy" decoding="async" />
      <img className={`${styles.art} ${styles.darkOnly}`} src={dark} alt={alt} width={ART_WIDTH} height={ART_HEIGHT} loading="lazy" decoding="async" />
    </>
  );
}
