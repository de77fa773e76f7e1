export {shieldCodeExamples, SHIELD} from './shield';
export {default as remarkUnshield} from './remarkUnshield';
