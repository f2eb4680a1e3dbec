// Defines <marketplace-view> (importing the entry is enough), then starts the Vue app.
import '@marketplace/sdk/element';
import { createApp } from 'vue';
import App from './App.vue';
import './styles.css';

createApp(App).mount('#app');
