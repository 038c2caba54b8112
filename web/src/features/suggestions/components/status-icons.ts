// The review states' icons, gathered from the app's icon sets.
export { PlayIcon } from '../../../components/ui/icons';
export { CheckIcon, ClockIcon, CrossIcon } from '../../game/components/game-icons';
