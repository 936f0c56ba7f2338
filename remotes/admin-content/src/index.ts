// Async boundary: Module Federation negotiates shared singletons before bootstrap runs.
import('./bootstrap');
