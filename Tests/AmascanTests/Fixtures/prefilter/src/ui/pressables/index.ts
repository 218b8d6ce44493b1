import { styled } from 'nativewind';
import Tappable from './Tappable';

export { TitledTap } from './TitledTap';
export { default as Tappable } from './Tappable';
export const Row = styled(Tappable);
